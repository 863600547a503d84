import { threadId } from 'node:worker_threads';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type {} from 'vite-react-ssg';

export default defineConfig({
  plugins: [react()],
  logLevel: 'silent',
  // Marks each page with the thread that rendered it (0: the build's own).
  ssgOptions: { onPageRendered: (_route, html) => html.replace('</body>', `<!-- thread ${threadId} --></body>`) },
});

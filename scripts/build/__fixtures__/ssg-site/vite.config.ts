import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { isMainThread, threadId } from 'node:worker_threads';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type {} from 'vite-react-ssg';

/** Whether a render worker has written a page into `outDir` yet. */
function workerHasRendered(outDir: string): boolean {
  return readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('index.html'))
    .some((name) => /<!-- thread [1-9]\d* -->/.test(readFileSync(join(outDir, name), 'utf8')));
}

export default defineConfig({
  plugins: [react()],
  logLevel: 'silent',
  ssgOptions: {
    // With SSG_FIXTURE_SHARE set, the build's own thread holds its first page until a worker has
    // written one, so that the test sees both render: the main thread would otherwise render
    // the three pages before a worker has started.
    onBeforePageRender: async (_route, html) => {
      const outDir = process.env.SSG_FIXTURE_SHARE;
      for (let waited = 0; outDir && isMainThread && waited < 60_000 && !workerHasRendered(outDir); waited += 50)
        await sleep(50);
      return html;
    },
    // Marks each page with the thread that rendered it (0: the build's own).
    onPageRendered: (_route, html) => html.replace('</body>', `<!-- thread ${threadId} --></body>`),
  },
});

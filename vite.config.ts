import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { ViteReactSSGOptions } from 'vite-react-ssg';
import { contentPlugin } from './scripts/content/vite-plugin';
import { moveCharsetFirst } from './scripts/prerender/head-order';

const ssgOptions: ViteReactSSGOptions = {
  dirStyle: 'nested',
  // Inline the CSS each page uses above the fold; the rest loads without blocking.
  beastiesOptions: { preload: 'media', pruneSource: false },
  onPageRendered: (_path, html) => moveCharsetFirst(html),
};

export default defineConfig({
  plugins: [contentPlugin(), react(), tailwindcss()],
  ssgOptions,
  build: { assetsInlineLimit: 0 },
});

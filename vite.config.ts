import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { ViteReactSSGOptions } from 'vite-react-ssg';
import { contentPlugin } from './scripts/content/vite-plugin';
import { moveCharsetFirst } from './scripts/prerender/head-order';
import { sonnerStylesPlugin } from './scripts/prerender/sonner-styles';

const ssgOptions: ViteReactSSGOptions = {
  dirStyle: 'nested',
  // Critical CSS is inlined by scripts/postbuild/critical-css.ts instead: vite-react-ssg's own
  // pass writes `crossorigin` twice on the stylesheet links (invalid HTML), and the postbuild
  // step also hashes the inlined CSS for the Content-Security-Policy.
  beastiesOptions: false,
  onPageRendered: (_path, html) => moveCharsetFirst(html),
};

export default defineConfig({
  plugins: [contentPlugin(), sonnerStylesPlugin(), react(), tailwindcss()],
  ssgOptions,
  build: { assetsInlineLimit: 0 },
});

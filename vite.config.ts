import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type {} from 'vite-react-ssg';
import { devSearchIndexPlugin } from './scripts/build/dev-search-index';
import { sonnerStylesPlugin } from './scripts/build/sonner-styles';
import { ssgOptions } from './scripts/build/ssg-options';
import { contentPlugin } from './scripts/content/vite-plugin';

export default defineConfig(({ command }) => ({
  plugins: [contentPlugin(), sonnerStylesPlugin(), react(), tailwindcss(), devSearchIndexPlugin()],
  // One stylesheet, none split off with lazy chunks: every page has it inline (finish-page.ts).
  build: { assetsInlineLimit: 0, cssCodeSplit: false },
  ssgOptions: ssgOptions(command),
}));

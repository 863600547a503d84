import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { devRenderPlugin } from './scripts/build/dev-render-plugin';
import { contentPlugin } from './scripts/content/vite-plugin';
import { sonnerStylesPlugin } from './scripts/build/sonner-styles';

export default defineConfig({
  plugins: [contentPlugin(), sonnerStylesPlugin(), react(), tailwindcss(), devRenderPlugin()],
  build: { assetsInlineLimit: 0 },
});

/**
 * `npm run build:site`'s first step: vite-react-ssg's build, after the content step. It bundles
 * the browser's code and the server's, then prerenders every route (vite.config.ts,
 * ssg-options.ts). Post-build (scripts/postbuild/) runs in a process of its own after it. See
 * scripts/build/README.md.
 */

import process from 'node:process';

// React picks its build when first loaded, and vite-react-ssg loads React's server renderer
// before Vite's build sets the mode: without this the pages render with the development build.
process.env.NODE_ENV ??= 'production';
// The config is imported as it is, under tsx. Vite 8 warns that its native loader will one day
// want file extensions in the config's imports; tsx does not.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
// Rolldown's allocator (mimalloc) keeps the memory its two bundle builds freed for a while, and in
// this process never returns it: held through the whole prerender, it was the build's peak.
// Returned at once, it is not.
process.env.MIMALLOC_PURGE_DELAY ??= '0';

const { build } = await import('vite-react-ssg/node');
await build({}, { configLoader: 'native', logLevel: 'warn' });

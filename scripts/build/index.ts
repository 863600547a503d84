/**
 * `npm run build:site`'s first step: vite-react-ssg's build, after the content step. It bundles
 * the browser's code and the server's, then prerenders every route (vite.config.ts,
 * ssg-options.ts). Post-build (scripts/postbuild/) runs in a process of its own after it. See
 * scripts/build/README.md.
 */
import { setFlagsFromString } from 'node:v8';

// React's production build, as Vite's build decides: the server bundle renders with it. Set
// before vite-react-ssg is imported, which imports React's server renderer: React picks its
// build when first loaded, and the development build renders pages about twice as slowly.
process.env.NODE_ENV ??= 'production';
// The config is imported as it is (this process runs under tsx, which reads TypeScript), where
// the bundling loader bundled it with Rolldown for each of the two builds. Vite 8 warns that
// its native loader will one day want file extensions in the config's imports; tsx doesn't.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
// Rolldown's allocator (mimalloc) keeps the memory its two bundle builds freed for 10 ms by
// default and then, in this process, never gets round to returning it: about 280 MB at
// 2 × 1,000 articles, held through the whole prerender. Returned at once, it is not.
process.env.MIMALLOC_PURGE_DELAY ??= '0';
// V8 lets a heap grow to up to four times what survived its last full collection before it
// collects again. Rendering makes garbage fast, and at 2 × 1,000 articles the build's thread
// and its render worker together held about 1 GB at their peak; held to twice, about 0.8 GB,
// for some more collections (every isolate of the process, the workers' too).
setFlagsFromString('--heap-growing-percent=100');

const { build } = await import('vite-react-ssg/node');
await build({}, { configLoader: 'native', logLevel: 'warn' });

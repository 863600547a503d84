// The build's environment, then the packages the build and its Vite config import as they load.
// `npm run build:site` loads this with `--import` before tsx: through tsx's loader hooks each of
// their files costs a round trip to the hooks thread (and tsx rewrites the dynamic imports of
// Vite's own), about 0.3 s of the build's start. index.ts imports it too, for a build run without.
// build-libraries.test.ts holds the list to what they import.
import { setFlagsFromString } from 'node:v8';

// React's production build, as Vite's build decides: the server bundle renders with it. Set
// before vite-react-ssg is imported, which imports React's server renderer: React picks its
// build when first loaded, and the development build renders pages about twice as slowly.
process.env.NODE_ENV ??= 'production';
// The config is imported as it is (the build runs under tsx, which reads TypeScript), where
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

/**
 * vite-react-ssg's build (index.ts), and what vite.config.ts imports as it loads: Vite, its
 * plugins, esbuild and the page finisher's HTML reader. Not the content compiler: the dev
 * server's content plugin imports it when it starts, and the build has no use for it.
 */
export const BUILD_LIBRARIES = [
  'vite-react-ssg/node',
  'vite',
  '@tailwindcss/vite',
  '@vitejs/plugin-react',
  'esbuild',
  'htmlparser2',
];

await Promise.all(BUILD_LIBRARIES.map((library) => import(library)));

/**
 * The site's bundles, after the content step: the client bundle, then the server bundle that
 * the prerender (pages-stage.ts, its own process) renders the pages with. Each stage prints
 * its time. See scripts/build/README.md.
 */
import { build } from 'vite';
import { SERVER_OUT } from './build-paths';
import { timeStage } from './stage-timer';

// The config is imported as it is ('native': this process runs under tsx, which reads
// TypeScript and extensionless imports), where the bundling loader bundled it with Rolldown
// for each of the two builds: 0.9 s and 60 MB of the build's peak memory. Vite 8 warns that
// its native loader will one day want file extensions in the config's imports; tsx doesn't.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';

const SERVER_ENTRY = 'src/entry-server.tsx';

await timeStage('client', () =>
  build({
    configLoader: 'native',
    logLevel: 'warn',
    // One stylesheet, no CSS split off with lazy chunks: every page has it inline
    // (inline-stylesheet.ts), so no lazy import may load a copy of its rules again.
    build: { manifest: true, cssCodeSplit: false, rollupOptions: { input: { app: 'index.html' } } },
  }),
);

await timeStage('server', () =>
  build({
    configLoader: 'native',
    logLevel: 'warn',
    build: {
      ssr: SERVER_ENTRY,
      outDir: SERVER_OUT,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
      // One module: a page's lazy imports resolve in the bundle itself, where each `import()`
      // otherwise went through Node's loader (and tsx's hooks thread) on every page rendered.
      rollupOptions: { output: { format: 'esm', entryFileNames: '[name].mjs', inlineDynamicImports: true } },
    },
  }),
);

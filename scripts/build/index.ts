/**
 * The site's build after the content step: the client bundle, the server bundle, then every
 * page prerendered to static HTML (scripts/postbuild runs next). Each stage prints its time.
 * See scripts/build/README.md.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { MANIFEST_DIR, readClientManifest } from './client-manifest';
import { prerenderPages } from './prerender';
import { timeStage } from './stage-timer';

// Vite 8 warns that a future loader will want file extensions in the config's imports; the
// config is loaded with the bundling loader, which doesn't.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';

const DIST = resolve('dist');
const SERVER_OUT = resolve('node_modules/.cache/talvera-build/server');
const SERVER_ENTRY = 'src/entry-server.tsx';
const TEMPLATE = join(DIST, 'index.html');

await timeStage('client', () =>
  build({
    configLoader: 'bundle',
    logLevel: 'warn',
    build: { manifest: true, rollupOptions: { input: { app: 'index.html' } } },
  }),
);

await timeStage('server', () =>
  build({
    configLoader: 'bundle',
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

await timeStage('prerender', async () => {
  const serverEntry = join(SERVER_OUT, 'entry-server.mjs');
  const { prerenderPaths } = (await import(pathToFileURL(serverEntry).href)) as { prerenderPaths: () => string[] };
  const job = {
    serverEntry,
    template: readFileSync(TEMPLATE, 'utf8'),
    manifest: readClientManifest(DIST),
    distDir: DIST,
  };
  const count = await prerenderPages(job, prerenderPaths());
  // The template and the manifest served the prerender only; nothing links them.
  rmSync(TEMPLATE);
  rmSync(join(DIST, MANIFEST_DIR), { recursive: true, force: true });
  console.log(`prerender: ${count} pages`);
});

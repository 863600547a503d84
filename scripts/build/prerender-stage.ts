/**
 * The prerender, in a process of its own after the bundles (index.ts): every page of
 * `prerenderPaths()` rendered to static HTML by worker threads (prerender.ts). A process of its
 * own, as the bundler's memory is not needed here: the build's peak memory is the larger of
 * the two, not their sum. See scripts/build/README.md.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { withoutModuleTags } from './app-start';
import { DIST, SERVER_OUT, TEMPLATE } from './build-paths';
import { MANIFEST_DIR, readClientManifest } from './client-manifest';
import { prerenderPages } from './prerender';
import { templateStylesheetLink } from './inline-stylesheet';
import { starterScript } from './starter-script';
import { timeStage } from './stage-timer';

// React's production build unless the environment says otherwise, as Vite's build decides (the
// server bundle's JSX was compiled for the same one): without it the server bundle would render
// with React's development build, twice as slow.
process.env.NODE_ENV ??= 'production';

await timeStage('prerender', async () => {
  const serverEntry = join(SERVER_OUT, 'entry-server.mjs');
  const { prerenderPaths } = (await import(pathToFileURL(serverEntry).href)) as { prerenderPaths: () => string[] };
  const { template, entry, entryPreloads } = withoutModuleTags(readFileSync(TEMPLATE, 'utf8'));
  const job = {
    serverEntry,
    template,
    appStart: { starterCode: starterScript().code, entry, entryPreloads },
    manifest: readClientManifest(DIST),
    distDir: DIST,
  };
  const count = await prerenderPages(job, prerenderPaths());
  // The template, its stylesheet (every page inlines it) and the manifest served the prerender
  // only; nothing links them.
  rmSync(templateStylesheetLink(template, DIST).file);
  rmSync(TEMPLATE);
  rmSync(join(DIST, MANIFEST_DIR), { recursive: true, force: true });
  console.log(`prerender: ${count} pages`);
});

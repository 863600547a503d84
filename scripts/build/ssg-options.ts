import { readdirSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import type { ViteReactSSGOptions } from 'vite-react-ssg';
import { pageFinisher } from './finish-page';
import { pagesRendered } from './stage-timer';

/** Below this many pages a worker renders, starting it (it loads the config and the server bundle) costs more than it saves. */
const PAGES_PER_WORKER = 250;

/**
 * Cores the build's own thread keeps busy while it renders: its JavaScript, and beside it the
 * thread pool and the kernel writing each page's folder and file, and V8's collector threads.
 * On two cores a render worker only competed with those (scripts/build/README.md, patch 5).
 */
const CORES_OF_THE_BUILDS_THREAD = 2;

/**
 * How many worker threads render pages beside the build's own thread, another option of our
 * patch: one per core beyond the build thread's two, and none for a small site.
 * `PRERENDER_WORKERS` sets the number (0: the build's own thread alone).
 */
function renderWorkers(pages: number): number {
  const asked = process.env.PRERENDER_WORKERS;
  if (asked !== undefined) return Number(asked);
  const spareCores = Math.max(0, availableParallelism() - CORES_OF_THE_BUILDS_THREAD);
  return Math.min(spareCores, Math.floor(pages / PAGES_PER_WORKER));
}

/**
 * vite-react-ssg's options for the build (`vite-react-ssg build`, scripts/build/index.ts).
 * Pages are written as `<path>/index.html`; no critical-CSS pass (every page has the whole
 * stylesheet inline, finish-page.ts), no JSDOM pass for preload links (the starter asks for the
 * code after the first paint), no loader-data files and no inline scripts of vite-react-ssg's or
 * React Router's (each page carries its data in an inert block), and one React Router handler
 * for all pages: these last are options of our patch (patches/, scripts/build/README.md), as are
 * the render workers and the finished page returned as bytes.
 */
export function ssgOptions(command: 'build' | 'serve'): ViteReactSSGOptions {
  if (command === 'serve') return { dirStyle: 'nested', beastiesOptions: false };
  const distDir = resolve('dist');
  const finish = pageFinisher(distDir);
  return {
    dirStyle: 'nested',
    beastiesOptions: false,
    // No preload links, and so no module tracking in the server bundle to serve them (patches 1, 13).
    preloadLinks: false,
    staticLoaderData: false,
    // The page's data reaches the browser's router from its inert route-data block (src/main.tsx).
    routerHydrationScript: false,
    // Each page route is lazy: loaded once a thread, not once a page.
    reuseStaticHandler: true,
    // Each page's router gets its own route and layout only: React Router converted, flattened
    // and ranked the whole table for every page. Nothing in a page reads the other routes.
    matchedRoutesOnly: true,
    // Each page in one string: its route, its data and its deferred parts' code are loaded
    // before it renders (src/routes/router.tsx), so nothing suspends.
    renderToString: true,
    workers: renderWorkers,
    onPageRendered: (_path, html) => finish(html),
    onFinished: () => {
      // Every page has the stylesheet inline, and the manifests served the build only.
      const assets = join(distDir, 'assets');
      for (const name of readdirSync(assets)) if (name.endsWith('.css')) rmSync(join(assets, name));
      rmSync(join(distDir, '.vite'), { recursive: true, force: true });
      pagesRendered();
    },
  };
}

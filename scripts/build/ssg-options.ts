import { readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ViteReactSSGOptions } from 'vite-react-ssg';
import { pageFinisher } from './finish-page';

/**
 * vite-react-ssg's options for the build (scripts/build/index.ts) and the dev server. Pages are
 * written as `<path>/index.html`, with no critical-CSS pass: every page has the whole stylesheet
 * inline (finish-page.ts). The other options are our patch's (patches/README.md).
 */
export function ssgOptions(command: 'build' | 'serve'): ViteReactSSGOptions {
  if (command === 'serve') return { dirStyle: 'nested', beastiesOptions: false };
  const distDir = resolve('dist');
  const finish = pageFinisher(distDir);
  return {
    dirStyle: 'nested',
    beastiesOptions: false,
    // The starter asks for the code after the first paint: preloads would compete with it.
    preloadLinks: false,
    // Every navigation is a page load, and each page carries its data in an inert block.
    staticLoaderData: false,
    // The browser's router gets the page's data from that block (src/main.tsx), not a script
    // the Content-Security-Policy would refuse.
    routerHydrationScript: false,
    // A page's route, data and deferred parts are loaded before it renders
    // (src/routes/router.tsx), so nothing suspends, and no boundary is written out of line with
    // inline scripts.
    renderToString: true,
    onPageRendered: (_path, html) => finish(html),
    onFinished: () => {
      // Every page has the stylesheet inline, and the manifests served the build only.
      const assets = join(distDir, 'assets');
      for (const name of readdirSync(assets)) if (name.endsWith('.css')) rmSync(join(assets, name));
      rmSync(join(distDir, '.vite'), { recursive: true, force: true });
    },
  };
}

import { readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ViteReactSSGOptions } from 'vite-react-ssg';
import { pageFinisher } from './finish-page';

/** No critical-CSS pass: every page has the whole stylesheet inline. */
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
    // The router reads that block: a data script would be refused by the Content-Security-Policy.
    routerHydrationScript: false,
    // Everything loads before render, so no boundary is streamed with inline scripts.
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

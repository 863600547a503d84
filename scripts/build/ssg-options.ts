import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ViteReactSSGOptions } from 'vite-react-ssg';
import { pageFinisher } from './finish-page';
import { pagesRendered } from './stage-timer';

/**
 * vite-react-ssg's options for the build (`vite-react-ssg build`, scripts/build/index.ts).
 * Pages are written as `<path>/index.html`; no critical-CSS pass (every page has the whole
 * stylesheet inline, finish-page.ts), no JSDOM pass for preload links (the starter asks for the
 * code after the first paint) and no loader-data files (each page carries its data):
 * the last two are options of our patch (patches/, scripts/build/README.md).
 */
export function ssgOptions(command: 'build' | 'serve'): ViteReactSSGOptions {
  if (command === 'serve') return { dirStyle: 'nested', beastiesOptions: false };
  const distDir = resolve('dist');
  const finish = pageFinisher(distDir);
  let stylesheet: string | undefined;
  return {
    dirStyle: 'nested',
    beastiesOptions: false,
    preloadLinks: false,
    staticLoaderData: false,
    // React writes a large Suspense boundary (the deferred forms) out of line, with inline
    // scripts that move it into place, unless the chunk size is unbounded.
    renderOptions: { progressiveChunkSize: Infinity },
    onPageRendered: (_path, html) => {
      const page = finish(html);
      stylesheet ??= /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/.exec(html)?.[1];
      return page;
    },
    onFinished: () => {
      // Every page has the stylesheet inline, and the manifests served the build only.
      if (stylesheet) rmSync(join(distDir, stylesheet));
      rmSync(join(distDir, '.vite'), { recursive: true, force: true });
      pagesRendered();
    },
  };
}

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureDist } from '../../tests/support/fixture-dist';
import { distRelative, staticClosure, staticImportGraph, startupScripts } from './first-load';

/** A page as the prerender and the post-build step write it, with the tags that are not startup scripts. */
const PAGE = `<!doctype html><html><head>
<script type="application/ld+json">{"@type":"WebPage"}</script>
<script type="module" crossorigin src="/assets/app.js"></script>
<link rel="modulepreload" crossorigin href="/assets/client.js">
<link rel="modulepreload" crossorigin href="/assets/page.js">
<link rel="preload" as="style" href="/assets/app.css">
<link rel="stylesheet" href="/assets/app.css">
<link rel="preload" as="script" href="/assets/app.js">
</head><body><main>…</main>
<script type="application/json" id="route-data">{"pageId":"home"}</script>
<script src="/assets/classic.js"></script>
</body></html>`;

const FILES: Record<string, string> = {
  'app.js': 'import { a } from "./shared.js";\nexport const app = () => import(`./later.js`).then(() => a);\n',
  'client.js': 'import "./shared.js";\nexport const client = 1;\n',
  'page.js': 'export { a } from "./re-exported.js";\n',
  'shared.js': 'import { deep } from "./deep.js";\nexport const a = deep + 1;\n',
  'deep.js': 'export const deep = 41;\n',
  're-exported.js': 'export const a = 2;\n',
  'later.js': 'export const later = "only after the page asks";\n',
  'classic.js': 'window.classic = true;\n',
};

const dist = fixtureDist({
  ...Object.fromEntries(Object.entries(FILES).map(([name, text]) => [`assets/${name}`, text])),
  'en/index.html': PAGE,
});

describe('startupScripts', () => {
  it('finds module and classic scripts and script preloads, once each, but no data blocks or styles', () => {
    expect(startupScripts(PAGE)).toEqual([
      '/assets/app.js',
      '/assets/client.js',
      '/assets/page.js',
      '/assets/classic.js',
    ]);
  });

  it('counts what the inline starter loads: its entry and the modules it preloads', () => {
    const page =
      '<body><script data-entry="/assets/app.js" data-preload="/assets/client.js /assets/page.js">start()</script></body>';
    expect(startupScripts(page)).toEqual(['/assets/app.js', '/assets/client.js', '/assets/page.js']);
  });

  it('finds nothing in a page without scripts', () => {
    expect(startupScripts('<p>Hello</p>')).toEqual([]);
  });
});

describe('staticImportGraph and staticClosure', () => {
  it('add what the files import and re-export, transitively, but not their dynamic imports', () => {
    const files = [join(dist, 'assets/app.js'), join(dist, 'assets/page.js')];
    const graph = staticImportGraph(dist, files);
    const found = staticClosure(
      graph,
      files.map((file) => distRelative(dist, file)),
    );
    expect(found.sort()).toEqual([
      'assets/app.js',
      'assets/deep.js',
      'assets/page.js',
      'assets/re-exported.js',
      'assets/shared.js',
    ]);
  });
});

/**
 * Our patch of vite-react-ssg (patches/vite-react-ssg+0.9.2.patch, scripts/build/README.md):
 * its build options, run through vite-react-ssg's own `build()` on a small fixture site,
 * each beside the default it keeps. Reversing the patch (`npx patch-package --reverse`) fails
 * the tests of the options.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ViteReactSSGOptions } from 'vite-react-ssg';

const SITE = fileURLToPath(new URL('./__fixtures__/ssg-site/', import.meta.url));
const outDirs: string[] = [];

/**
 * Builds the fixture site with `options` into a folder of its own; returns that folder. With
 * `shared`, the fixture's main thread waits for a worker's first page before rendering its own.
 */
async function buildSite(options: ViteReactSSGOptions, { shared = false } = {}): Promise<string> {
  // React's production renderer, as the site's build uses: imported after NODE_ENV is set.
  process.env.NODE_ENV = 'production';
  const { build } = await import('vite-react-ssg/node');
  const outDir = mkdtempSync(join(tmpdir(), 'ssg-patch-'));
  outDirs.push(outDir);
  if (shared) process.env.SSG_FIXTURE_SHARE = outDir;
  else delete process.env.SSG_FIXTURE_SHARE;
  await build(
    { dirStyle: 'nested', beastiesOptions: false, ...options },
    // The fixture's vite.config.ts holds its plugins: what build() is given must be cloneable
    // for the render workers.
    { root: SITE, build: { outDir, emptyOutDir: true } },
  );
  return outDir;
}

const page = (outDir: string, path: string) => readFileSync(join(outDir, path, 'index.html'), 'utf8');

/** Runs ES module `code` in a Node process of its own, from the fixture site (which resolves vite-react-ssg). */
function runModule(code: string, { nodeOptions = [] as string[], env = process.env } = {}) {
  return spawnSync(process.execPath, [...nodeOptions, '--input-type=module', '-e', code], {
    cwd: SITE,
    encoding: 'utf8',
    env,
  });
}

let patched: string;
let unpatched: string;
let inWorkers: string;

beforeAll(async () => {
  unpatched = await buildSite({});
  const options = {
    preloadLinks: false,
    staticLoaderData: false,
    routerHydrationScript: false,
    renderOptions: { progressiveChunkSize: Infinity },
  };
  patched = await buildSite(options);
  // One page at a time, so that the build's own thread and the worker each take some.
  inWorkers = await buildSite({ ...options, workers: 1, concurrency: 1 }, { shared: true });
}, 120_000);

afterAll(() => {
  for (const dir of outDirs) rmSync(dir, { recursive: true, force: true });
});

describe('vite-react-ssg, patched', () => {
  it('by default, parses each page with JSDOM to add preload links; preloadLinks: false leaves the page as rendered', () => {
    // JSDOM serialises the template's `<meta charset="UTF-8" />` without its slash and adds
    // the lazy route's chunk as a module preload.
    expect(page(unpatched, 'lazy')).not.toContain('<meta charset="UTF-8" />');
    expect(page(unpatched, 'lazy')).toMatch(/<link rel="modulepreload" crossorigin="" href="\/assets\/lazy-page-/);
    expect(page(patched, 'lazy')).toContain('<meta charset="UTF-8" />');
    expect(page(patched, 'lazy')).not.toContain('lazy-page-');
    expect(page(patched, 'lazy')).toContain('<p>a lazy page</p>');
  });

  it("by default, records the modules each page renders, for its preload links; preloadLinks: false neither marks the server bundle's modules nor installs the tracker", () => {
    expect(page(unpatched, 'tracking')).toContain('<p>module tracker installed, dynamic imports marked</p>');
    expect(page(patched, 'tracking')).toContain('<p>module tracker absent, dynamic imports as written</p>');
  });

  it('by default, writes loader data files and their manifest; staticLoaderData: false writes none', () => {
    const loaderFiles = (outDir: string) => readdirSync(outDir).filter((name) => name.startsWith('static-loader-data'));
    expect(loaderFiles(unpatched).length).toBe(2);
    expect(loaderFiles(patched)).toEqual([]);
    // The page has its loader's data either way.
    expect(page(patched, 'greeting')).toContain('hello from the loader');
    expect(existsSync(join(patched, 'greeting', 'index.html'))).toBe(true);
  });

  it("by default, writes inline scripts with the build's hash and React Router's hydration data; staticLoaderData: false and routerHydrationScript: false write neither", () => {
    expect(page(unpatched, 'greeting')).toContain('window.__VITE_REACT_SSG_HASH__');
    expect(page(unpatched, 'greeting')).toContain('window.__staticRouterHydrationData');
    expect(page(patched, 'greeting')).not.toContain('window.__VITE_REACT_SSG_HASH__');
    expect(page(patched, 'greeting')).not.toContain('window.__staticRouterHydrationData');
    expect(page(patched, 'greeting')).not.toContain('SCRIPT_COMMENT_PLACEHOLDER');
  });

  it('by default, loads a lazy route again for every page it renders; reuseStaticHandler: true loads it once', async () => {
    // One page at a time: pages rendered together would each start loading the route.
    const loads = (outDir: string) =>
      new Set(
        ['one', 'two'].map((name) => {
          const count = /route loaded (\d+) time/.exec(page(outDir, `counted/${name}`))?.[1];
          expect(count, name).toBeDefined();
          return count;
        }),
      );
    // The route's own count (listing the routes may load it once before the pages are rendered).
    expect(loads(await buildSite({ concurrency: 1 })).size).toBe(2);
    expect(loads(await buildSite({ concurrency: 1, reuseStaticHandler: true })).size).toBe(1);
  });

  it("by default, gives each page's static router every route; matchedRoutesOnly: true gives it the page's matches alone, and the pages are the same", async () => {
    const matchedOnly = await buildSite({ matchedRoutesOnly: true });
    // The layout route and its seven children; the layout and the page.
    expect(page(unpatched, 'routes')).toContain('<p>the router holds 8 route(s)</p>');
    expect(page(matchedOnly, 'routes')).toContain('<p>the router holds 2 route(s)</p>');
    // The build's hash is written into every page, and differs from build to build.
    const withoutHash = (html: string) => html.replace(/__VITE_REACT_SSG_HASH__ = [^;<]+/g, '');
    for (const path of ['greeting', 'lazy', 'large', 'dollars', 'counted/one'])
      expect(withoutHash(page(matchedOnly, path)), path).toBe(withoutHash(page(unpatched, path)));
  });

  it("passes renderOptions to React's renderer: an unbounded chunk size writes a large boundary in place, without inline script", () => {
    // toBe, not toContain: a failure would print the whole page.
    expect(page(unpatched, 'large').includes('$RC')).toBe(true);
    expect(page(patched, 'large').includes('$RC')).toBe(false);
    expect(page(patched, 'large').includes(`<p>${'x'.repeat(20_000)}</p>`)).toBe(true);
  });

  it('by default, waits for a suspended boundary; renderToString: true renders in one pass, writing that boundary as its fallback', async () => {
    const inOnePass = await buildSite({
      preloadLinks: false,
      staticLoaderData: false,
      routerHydrationScript: false,
      renderToString: true,
    });
    expect(page(patched, 'large').includes(`<p>${'x'.repeat(20_000)}</p>`)).toBe(true);
    expect(page(inOnePass, 'large').includes('x'.repeat(20_000))).toBe(false);
    // React's mark of a boundary left for the browser to render.
    expect(page(inOnePass, 'large')).toContain('<!--$!-->');
    // What was ready is rendered as the stream renders it.
    for (const path of ['greeting', 'lazy']) expect(page(inOnePass, path), path).toBe(page(patched, path));
  });

  it('renders in worker threads beside its own, each resolving the config for its hooks, the same pages as in one thread', () => {
    const thread = (html: string) => Number(/<!-- thread (\d+) -->/.exec(html)?.[1]);
    // The thread may differ.
    const comparable = (html: string) => html.replace(/<!-- thread \d+ -->/, '');
    const paths = ['greeting', 'lazy', 'large', 'dollars'];
    for (const path of paths) {
      expect(thread(page(patched, path)), path).toBe(0);
      expect(comparable(page(inWorkers, path)) === comparable(page(patched, path)), path).toBe(true);
    }
    // The pages are handed out as each thread asks: both the build's thread and the worker rendered.
    const pages = readdirSync(inWorkers, { recursive: true, encoding: 'utf8' }).filter((name) =>
      name.endsWith('index.html'),
    );
    const threads = new Set(pages.map((name) => thread(readFileSync(join(inWorkers, name), 'utf8')) > 0));
    expect(threads).toEqual(new Set([false, true]));
  });

  it('writes the bytes onPageRendered returns as the page, and refuses them while a later step would change its text', async () => {
    const bytes = await buildSite({
      staticLoaderData: false,
      onPageRendered: (_route, html) => Buffer.from(html.replace('</body>', '<!-- as bytes: “ü” --></body>')),
    });
    expect(page(bytes, 'greeting')).toContain('<!-- as bytes: “ü” --></body>');
    expect(page(bytes, 'greeting')).toContain('hello from the loader');
    // The build's hash script (staticLoaderData, on by default) is filled in after the hook. A
    // page's error fails vite-react-ssg's build as an unhandled rejection: in a process of its own.
    const refused = runModule(
      `const { build } = await import('vite-react-ssg/node');
      await build(
        { dirStyle: 'nested', beastiesOptions: false, onPageRendered: (_route, html) => Buffer.from(html) },
        { root: ${JSON.stringify(SITE)}, build: { outDir: ${JSON.stringify(join(bytes, 'refused'))} } },
      );`,
      { env: { ...process.env, NODE_ENV: 'production' } },
    );
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toMatch(/returned the page as bytes: turn off staticLoaderData/);
  });

  it('writes the rendered app and head tags as they are, dollar signs and all', () => {
    // React's escaping of "$$$, $& more, the $'s worth"; unpatched, `$$` became `$` and `$&`
    // the template's empty root element.
    const text = 'Plans: $$$, $&amp; more, the $&#x27;s worth';
    for (const outDir of [patched, inWorkers]) {
      const html = page(outDir, 'dollars');
      expect(html).toContain(`<p>${text}</p>`);
      expect(html).toContain(`>${text}</title>`);
      expect(html.split('<div id="root"').length).toBe(2);
    }
  });

  it('loads jsdom only where it is used: importing the build loads no jsdom', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ssg-jsdom-'));
    outDirs.push(dir);
    // A module resolution hook that refuses jsdom, registered before the build is imported.
    writeFileSync(
      join(dir, 'refuse-jsdom.mjs'),
      "export function resolve(specifier, context, next) { if (specifier === 'jsdom') throw new Error('jsdom imported'); return next(specifier, context); }",
    );
    writeFileSync(
      join(dir, 'register.mjs'),
      "import { register } from 'node:module'; register('./refuse-jsdom.mjs', import.meta.url);",
    );
    const run = runModule("await import('vite-react-ssg/node')", {
      nodeOptions: ['--import', pathToFileURL(join(dir, 'register.mjs')).href],
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it("imports React Router's server module once, not once for every page: under module hooks each import() is a round trip to their thread", () => {
    const dir = mkdtempSync(join(tmpdir(), 'ssg-imports-'));
    outDirs.push(dir);
    const log = join(dir, 'resolved.log');
    // A module resolution hook that notes each resolution of the module, as tsx's hooks see it.
    writeFileSync(
      join(dir, 'count-resolutions.mjs'),
      `import { appendFileSync } from 'node:fs';
       export function resolve(specifier, context, next) {
         if (specifier === 'react-router-dom/server.js') appendFileSync(${JSON.stringify(log)}, 'resolved\\n');
         return next(specifier, context);
       }`,
    );
    writeFileSync(
      join(dir, 'register.mjs'),
      "import { register } from 'node:module'; register('./count-resolutions.mjs', import.meta.url);",
    );
    const outDir = join(dir, 'dist');
    const run = runModule(
      `process.env.NODE_ENV = 'production';
       const { build } = await import('vite-react-ssg/node');
       await build({ dirStyle: 'nested', beastiesOptions: false }, { root: '.', build: { outDir: ${JSON.stringify(outDir)}, emptyOutDir: true } });`,
      { nodeOptions: ['--import', pathToFileURL(join(dir, 'register.mjs')).href] },
    );
    expect(run.status, run.stderr).toBe(0);
    // Nine pages.
    expect(readdirSync(outDir, { recursive: true }).filter((name) => String(name).endsWith('index.html')).length).toBe(
      9,
    );
    expect(readFileSync(log, 'utf8').split('\n').filter(Boolean)).toEqual(['resolved']);
  });
});

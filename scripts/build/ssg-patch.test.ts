/**
 * Our patch of vite-react-ssg (patches/vite-react-ssg+0.9.2.patch, patches/README.md): each of its
 * options run through vite-react-ssg's own `build()` on a small fixture site, beside the default
 * it keeps, and its two fixes. Reversing the patch (`npx patch-package --reverse`) fails every test.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ViteReactSSGOptions } from 'vite-react-ssg';

// build() ends a command-line build by forcing the process to exit 15 s after it finishes; this
// process goes on to other builds and tests, so on a slow machine that exit would end the run.
const exitProcess = process.exit.bind(process);
vi.spyOn(process, 'exit').mockImplementation(((code?: number) => {
  if (code !== 0) exitProcess(code);
}) as typeof process.exit);

const SITE = fileURLToPath(new URL('./__fixtures__/ssg-site/', import.meta.url));
const outDirs: string[] = [];

/** Builds the fixture site with `options` into a folder of its own; returns that folder. */
async function buildSite(options: ViteReactSSGOptions): Promise<string> {
  // React's production renderer, as the site's build uses: imported after NODE_ENV is set.
  process.env.NODE_ENV = 'production';
  const { build } = await import('vite-react-ssg/node');
  const outDir = mkdtempSync(join(tmpdir(), 'ssg-patch-'));
  outDirs.push(outDir);
  await build(
    { dirStyle: 'nested', beastiesOptions: false, ...options },
    { root: SITE, build: { outDir, emptyOutDir: true } },
  );
  return outDir;
}

const page = (outDir: string, path: string) => readFileSync(join(outDir, path, 'index.html'), 'utf8');

/** Runs ES module `code` in a Node process of its own, from the fixture site (which resolves vite-react-ssg). */
function runModule(code: string, { nodeOptions = [] as string[] } = {}) {
  return spawnSync(process.execPath, [...nodeOptions, '--input-type=module', '-e', code], {
    cwd: SITE,
    encoding: 'utf8',
  });
}

let unpatched: string;
let patched: string;

beforeAll(async () => {
  unpatched = await buildSite({});
  patched = await buildSite({
    preloadLinks: false,
    staticLoaderData: false,
    routerHydrationScript: false,
    renderToString: true,
  });
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

  it('by default, writes a large boundary that suspended out of line with inline scripts; renderToString: true writes it as its fallback, for the browser', () => {
    // toBe, not toContain: a failure would print the whole page.
    expect(page(unpatched, 'large').includes('$RC')).toBe(true);
    expect(page(patched, 'large').includes('$RC')).toBe(false);
    expect(page(patched, 'large').includes('x'.repeat(20_000))).toBe(false);
    // React's mark of a boundary left for the browser to render.
    expect(page(patched, 'large')).toContain('<!--$!-->');
    expect(page(patched, 'lazy')).toContain('<p>a lazy page</p>');
  });

  it('writes the rendered app and head tags as they are, dollar signs and all', () => {
    // React's escaping of "$$$, $& more, the $'s worth"; unpatched, `$$` became `$` and `$&`
    // the template's empty root element.
    const text = 'Plans: $$$, $&amp; more, the $&#x27;s worth';
    const html = page(patched, 'dollars');
    expect(html).toContain(`<p>${text}</p>`);
    expect(html).toContain(`>${text}</title>`);
    expect(html.split('<div id="root"').length).toBe(2);
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
    const pages = readdirSync(outDir, { recursive: true }).filter((name) => String(name).endsWith('index.html'));
    // The layout's page and its five children.
    expect(pages.length).toBe(6);
    expect(readFileSync(log, 'utf8').split('\n').filter(Boolean)).toEqual(['resolved']);
  }, 60_000);

  it('in the browser, loads the lazy routes of initialLocation before hydrating, rather than those of window.location', () => {
    // A page rendered for /en/404, served at an unknown address that another route matches.
    const run = runModule(`
      globalThis.window = { location: { pathname: '/en/no-such-page', search: '', hash: '' } };
      // The document never gets ready, so the client stops before it renders.
      globalThis.document = { readyState: 'loading', querySelector: () => ({}), addEventListener() {} };
      const { ViteReactSSG } = await import('vite-react-ssg');
      const loaded = [];
      const route = (path) => ({ path, lazy: async () => { loaded.push(path); return {}; } });
      ViteReactSSG(
        { routes: [route('/en/404'), route('/en/:page')], customCreateRouter: () => ({}) },
        undefined,
        { initialLocation: () => '/en/404' },
      );
      setTimeout(() => console.log(JSON.stringify(loaded)), 50);`);
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(['/en/404']);
  });
});

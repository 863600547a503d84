import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fixtureDist } from '../../tests/support/fixture-dist';
import { brotliSize, gzipSize } from './compressed-size';
import { KB, checkBudgets, formPagePaths, pagePaths, worstPages } from './budgets';

/** `kilobytes` KB of text no compressor can shrink below about `kilobytes` KB, the same on every run. */
function incompressible(kilobytes: number, label: string): string {
  const blocks = Array.from({ length: (kilobytes * KB) / 32 }, (_, index) =>
    createHash('sha256').update(`${label} ${index}`).digest(),
  );
  return Buffer.concat(blocks).toString('base64');
}

const page = (head: string) =>
  `<!doctype html><html lang="en"><head><meta charset="UTF-8">${head}</head><body><main><h1>Page</h1></main></body></html>`;
const moduleScript = (src: string) => `<script type="module" crossorigin src="${src}"></script>`;
const stylesheet = (href: string) => `<link rel="stylesheet" href="${href}">`;

/** Between the two JavaScript budgets: fine on a form page, too much on a content page. */
const FORM_CODE = `export const form = "${incompressible(115, 'form')}";\n`;
const SMALL_CSS = `main{display:grid}/*${incompressible(10, 'css')}*/`;

const FILES = {
  'assets/app.js':
    'import { shared } from "./shared.js";\nexport const load = () => import("./form.js").then(() => shared);\n',
  'assets/shared.js': 'export const shared = 1;\n',
  'assets/form.js': FORM_CODE,
  'assets/form-entry.js': 'import { form } from "./form.js";\nexport const entry = form.length;\n',
  'assets/app.css': SMALL_CSS,
  // A content page that loads the form code only when asked (a dynamic import): within budget.
  'en/articles/one/index.html': page(`${moduleScript('/assets/app.js')}${stylesheet('/assets/app.css')}`),
  // The same form code imported statically: within on the form page, over on a content page.
  'en/demo/index.html': page(`${moduleScript('/assets/form-entry.js')}${stylesheet('/assets/app.css')}`),
  'it/index.html': page(`${moduleScript('/assets/form-entry.js')}${stylesheet('/assets/app.css')}`),
  // A stylesheet that fits, and inline styles that take the page over the CSS budget.
  'it/articoli/uno/index.html': page(
    `${moduleScript('/assets/app.js')}${stylesheet('/assets/app.css')}<style>/*${incompressible(6, 'inline')}*/</style>`,
  ),
  // A redirect's stand-in is not a page, whatever it loads.
  'en/old/index.html': page(
    `<meta http-equiv="refresh" content="0; url=/en/">${moduleScript('/assets/form-entry.js')}`,
  ),
};

describe('checkBudgets', () => {
  const dist = fixtureDist(FILES);
  // Budgets of their own, which the fixture's pages are built around.
  const budgets = { contentPageJsBrotli: 105 * KB, formPageJsBrotli: 130 * KB, cssGzip: 15 * KB };
  const verdicts = checkBudgets(dist, { budgets });
  const verdictOf = (urlPath: string) => verdicts.find((verdict) => verdict.urlPath === urlPath);

  it('checks every page of dist but the stand-ins of redirects', () => {
    expect(pagePaths(dist)).toEqual(['/en/articles/one/', '/en/demo/', '/it/', '/it/articoli/uno/']);
    expect(verdicts.map((verdict) => verdict.urlPath)).toEqual(pagePaths(dist));
  });

  it('counts what the HTML names with its static imports, not its dynamic ones', () => {
    expect(verdictOf('/en/articles/one/')?.js.files.sort()).toEqual(['assets/app.js', 'assets/shared.js']);
    expect(verdictOf('/en/demo/')?.js.brotli).toBe(
      brotliSize(FILES['assets/form-entry.js']) + brotliSize(FILES['assets/form.js']),
    );
    expect(verdictOf('/en/demo/')?.css.gzip).toBe(gzipSize(SMALL_CSS));
  });

  it('passes a form page that a content page with the same code fails', () => {
    expect(verdictOf('/en/demo/')?.kind).toBe('form');
    expect(verdictOf('/en/demo/')?.problems).toEqual([]);
    expect(verdictOf('/it/')?.kind).toBe('content');
    expect(verdictOf('/it/')?.problems).toEqual([
      expect.stringMatching(
        /^\/it\/: JavaScript first loaded is 11\d\.\d KB brotli \(2 files\), over the content-page budget of 105\.0 KB by \d+\.\d KB$/,
      ),
    ]);
  });

  it('adds the inline styles to the stylesheets', () => {
    const [problem, ...others] = verdictOf('/it/articoli/uno/')?.problems ?? [];
    expect(others).toEqual([]);
    expect(problem).toMatch(
      /^\/it\/articoli\/uno\/: CSS is 1\d\.\d KB gzip \(1 stylesheet \+ \d\.\d KB inline <style>\), over the budget of 15\.0 KB by \d\.\d KB$/,
    );
    expect(verdictOf('/en/articles/one/')?.problems).toEqual([]);
  });

  it('names the heaviest pages against their budgets', () => {
    expect(worstPages(verdicts, budgets, 1)).toEqual([
      'JavaScript first loaded, brotli, heaviest content pages:',
      expect.stringMatching(/^ +11\d\.\d KB of +105\.0 KB {2}\/it\/$/),
      'JavaScript first loaded, brotli, heaviest form pages:',
      expect.stringMatching(/^ +11\d\.\d KB of +130\.0 KB {2}\/en\/demo\/$/),
      'CSS, gzip, heaviest pages:',
      expect.stringMatching(/^ +1\d\.\d KB of +15\.0 KB {2}\/it\/articoli\/uno\/$/),
    ]);
  });
});

describe('formPagePaths', () => {
  it('are the demo and team pages in both languages', () => {
    expect([...formPagePaths()].sort()).toEqual(['/en/demo/', '/en/team/', '/it/demo/', '/it/team/']);
  });
});

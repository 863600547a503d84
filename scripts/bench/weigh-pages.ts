/**
 * `npm run bench`, after a build: what the home page, the articles list, an article, the demo
 * and the team page of each language make a visitor download before any input. JavaScript:
 * every script Chromium downloads (brotli), at a phone's viewport and a laptop's, as
 * tests/e2e/budgets.spec.ts measures it. CSS: the stylesheets the HTML links plus its inline
 * `<style>` (gzip), as the byte budgets count it (first-load.ts). The budgets are printed beside.
 * The pages are served straight from dist/ to the browser, no server in between.
 */
import { join } from 'node:path';
import { BUDGETS, formPagePaths } from '../postbuild/budgets';
import { fileForUrlPath } from '../postbuild/dist-files';
import { LANGUAGES } from '../../src/i18n/languages';
import { siteRoutes } from '../../src/routes/route-list';
import type { PageId } from '../../src/routes/pages';
import { measureFirstLoad } from '../postbuild/first-load';
import { launchBrowser, weighPageLoad } from '../../tests/support/page-weight';
import { formatTable, kb } from './scale/table';

const PAGE_IDS: readonly PageId[] = ['home', 'articles', 'articleDetail', 'demo', 'team'];

const VIEWPORTS = [
  { width: 412, height: 823 },
  { width: 1350, height: 940 },
];

/** Any origin will do: every request is answered from dist/ before it reaches the network. */
const ORIGIN = 'http://site.test';

/** The first page of each kind in each language: the pages of a kind share their code. */
const samplePaths = (routes = siteRoutes()) =>
  PAGE_IDS.flatMap((pageId) =>
    LANGUAGES.map((language) => routes.find((route) => route.pageId === pageId && route.language === language)),
  )
    .filter((route) => route !== undefined)
    .map((route) => route.path);

async function main(): Promise<void> {
  const distDir = join(process.cwd(), 'dist');
  const paths = samplePaths();
  const css = new Map(measureFirstLoad(distDir, paths).map((page) => [page.urlPath, page.css.gzip]));
  const formPages = formPagePaths();
  const browser = await launchBrowser();
  const rows: string[][] = [];
  try {
    for (const path of paths) {
      const jsBrotli: string[] = [];
      for (const viewport of VIEWPORTS) {
        const context = await browser.newContext({ viewport });
        await context.route(`${ORIGIN}/**`, (route) => {
          const file = fileForUrlPath(distDir, new URL(route.request().url()).pathname);
          return file === undefined ? route.fulfill({ status: 404 }) : route.fulfill({ path: file });
        });
        const page = await context.newPage();
        // Hydrated: the signal tests/e2e/page-checks.ts waits for (i18next stores the language once it runs).
        const hydrated = () => page.waitForFunction(() => window.localStorage.getItem('i18nextLng') !== null);
        const weight = await weighPageLoad(page, `${ORIGIN}${path}`, path, hydrated);
        jsBrotli.push(`${kb(weight.jsBrotli)} (${weight.jsFiles})`);
        await context.close();
      }
      const jsBudget = formPages.has(path) ? BUDGETS.formPageJsBrotli : BUDGETS.contentPageJsBrotli;
      rows.push([path, ...jsBrotli, kb(jsBudget), kb(css.get(path) ?? 0), kb(BUDGETS.cssGzip)]);
    }
  } finally {
    await browser.close();
  }
  const viewports = VIEWPORTS.map(({ width, height }) => `JS br ${width}×${height} (files)`);
  console.log(`Before any input, in KB (1024 bytes), from ${distDir}:\n`);
  console.log(formatTable([['page', ...viewports, 'JS budget', 'CSS gz', 'CSS budget'], ...rows]));
}

await main();

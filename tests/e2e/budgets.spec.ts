import { expect, test } from '@playwright/test';
import { weighPageLoad } from '../support/page-weight';
import { BUDGETS, formPagePaths, KB } from '../../scripts/postbuild/budgets';
import { siteRoutes, type SiteRoute } from '../../src/routes/route-list';
import { waitForHydration } from './page-checks';

/**
 * The JavaScript a visitor downloads before touching anything, measured in the browser: every
 * script the page asks for until the network has been quiet for half a second (the page is
 * hydrated by then), with no scrolling or input, on a phone's viewport and a laptop's. The HTML
 * names only the entry; the router asks for the page's own code, so only the browser sees the
 * whole of it. Sizes are brotli, as a CDN serves the files (scripts/bench/page-weight.ts).
 */
const VIEWPORTS = [
  { width: 412, height: 823 },
  { width: 1350, height: 940 },
];

/** One page of each kind in each language: the pages of a kind share their code. */
function samplePages(): SiteRoute[] {
  const seen = new Set<string>();
  return siteRoutes().filter((route) => {
    const kind = `${route.pageId}/${route.language}`;
    if (seen.has(kind)) return false;
    seen.add(kind);
    return true;
  });
}

const formPages = formPagePaths();

for (const { width, height } of VIEWPORTS)
  for (const route of samplePages()) {
    const isFormPage = formPages.has(route.path);
    const budget = isFormPage ? BUDGETS.formPageJsBrotli : BUDGETS.contentPageJsBrotli;
    test(`${route.path} at ${width}×${height} loads at most ${budget / KB} KB of JavaScript before any input`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      const weight = await weighPageLoad(page, route.path, route.path);
      await waitForHydration(page);
      const loaded = `${(weight.jsBrotli / KB).toFixed(1)} KB brotli in ${weight.jsFiles} files`;
      expect(weight.jsBrotli, loaded).toBeLessThanOrEqual(budget);
    });
  }

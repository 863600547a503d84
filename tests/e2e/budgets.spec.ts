import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { brotliSize } from '../../scripts/bench/compressed-size';
import { BUDGETS, formPagePaths, KB } from '../../scripts/postbuild/budgets';
import { siteRoutes, type SiteRoute } from '../../src/routes/route-list';
import { waitForHydration } from './page-checks';

/**
 * The JavaScript a visitor downloads before touching anything, measured in the browser: every
 * script the page asks for, until it is hydrated and the network has been quiet for half a
 * second, with no scrolling or input, on a phone's viewport and a laptop's. The HTML names only
 * the entry; the router asks for the page's own code, so only the browser sees the whole of it.
 * Sizes are the files of dist/ compressed with brotli, as a CDN serves them.
 */
const VIEWPORTS = [
  { width: 412, height: 823 },
  { width: 1350, height: 940 },
];

const brotliBytes = new Map<string, number>();
function brotliOf(urlPath: string): number {
  let bytes = brotliBytes.get(urlPath);
  if (bytes === undefined) {
    bytes = brotliSize(readFileSync(join('dist', urlPath)));
    brotliBytes.set(urlPath, bytes);
  }
  return bytes;
}

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
      const scripts = new Set<string>();
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
      });
      await page.goto(route.path);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      const sizes = [...scripts].map((script) => ({ script, bytes: brotliOf(script) }));
      const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
      const listing = sizes.map(({ script, bytes }) => `${script} ${(bytes / KB).toFixed(1)} KB`).join('\n');
      expect(total, `${(total / KB).toFixed(1)} KB brotli:\n${listing}`).toBeLessThanOrEqual(budget);
    });
  }

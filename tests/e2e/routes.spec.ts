import { expect, test } from '@playwright/test';
import { siteConfig } from '../../src/config';
import teamEn from '../../src/generated/team/en';
import { pageDefinition } from '../../src/routes/pages';
import { siteRoutes } from '../../src/routes/route-list';
import {
  cspViolations,
  expectNoAxeViolations,
  expectSecurityHeaders,
  waitForHydration,
  watchContentSecurityPolicy,
  watchPage,
} from './page-checks';
import { readRawHead } from './raw-head';
import { NO_CHOICE } from './consent-state';

const absolute = (path: string) => `${siteConfig.origin}${path}`;

for (const route of siteRoutes()) {
  test.describe(`${route.path} (${route.pageId}, ${route.language})`, () => {
    // A first visit: every route is checked with the consent banner open.
    test.use({ storageState: NO_CHOICE });

    test('raw HTML holds the page and its head tags', async ({ request }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const head = readRawHead(html);

      // The page's own style policy comes before any <style> it allows.
      const stylePolicy = /<meta http-equiv="Content-Security-Policy" content="style-src 'self'[^"]*">/.exec(html);
      expect(stylePolicy).not.toBeNull();
      const firstStyle = html.search(/<style[\s>]/);
      if (firstStyle !== -1) expect(stylePolicy?.index ?? Infinity).toBeLessThan(firstStyle);

      expect(head.lang).toBe(route.language);
      expect(head.h1Count).toBe(1);
      expect(head.title).toMatch(/\S+ \| Talvera$/);
      expect(head.meta.get('description')?.length).toBeGreaterThan(50);
      if (pageDefinition(route.pageId).noindex) {
        // A page only a mail's link leads to (tests/e2e/newsletter.spec.ts): nothing to index.
        expect(head.meta.get('robots')).toBe('noindex');
        expect(head.canonical).toBeUndefined();
        expect(head.alternates.size).toBe(0);
      } else if (Object.keys(route.alternates).length === 0) {
        // A page without counterparts (a list's page 2): its canonical, and no hreflang at all.
        expect(head.alternates.size).toBe(0);
      } else {
        for (const [language, path] of Object.entries(route.alternates))
          expect(head.alternates.get(language)).toBe(absolute(path));
        expect(head.alternates.get(route.language)).toBe(absolute(route.path));
        expect(head.alternates.get('x-default')).toBe(absolute(route.alternates.en ?? ''));
      }
      if (!pageDefinition(route.pageId).noindex) expect(head.canonical).toBe(absolute(route.path));
      expect(head.meta.get('og:title')).toBeTruthy();
      if (!pageDefinition(route.pageId).noindex) expect(head.meta.get('og:url')).toBe(absolute(route.path));
      expect(head.meta.get('twitter:card')).toBe('summary_large_image');
      // The preview picture's text alternative, the same for every reader of the link.
      expect(head.meta.get('og:image:alt')?.length).toBeGreaterThan(20);
      expect(head.meta.get('twitter:image:alt')).toBe(head.meta.get('og:image:alt'));
      expect(head.jsonLdTypes).toContain('Organization');
      if (pageDefinition(route.pageId).source === 'articles') {
        expect(head.jsonLdTypes).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']));
        expect(head.meta.get('keywords')).toBeTruthy();
        expect(head.meta.get('article:published_time')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      }
    });

    test('renders under the Content-Security-Policy without errors or accessibility violations', async ({ page }) => {
      const problems = watchPage(page);
      await watchContentSecurityPolicy(page);
      const scripts: Promise<string>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response.text());
      });
      expectSecurityHeaders(await page.goto(route.path));
      await waitForHydration(page);
      await expect(page.locator('h1')).toBeVisible();
      // Styled by the stylesheet, not the browser's default serif font.
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^Inter/);
      await expectNoAxeViolations(page);
      await page.waitForLoadState('load');
      expect(problems).toEqual([]);
      expect(await cspViolations(page)).toEqual([]);
      // Each language ships only its own UI strings: the other language's skip link is nowhere.
      const otherSkipLink = route.language === 'en' ? 'Vai al contenuto' : 'Skip to content';
      expect((await Promise.all(scripts)).filter((source) => source.includes(otherSkipLink))).toEqual([]);
    });

    test('the language menu leads to the counterpart page', async ({ page }) => {
      await page.goto(route.path);
      await waitForHydration(page);
      const other = route.language === 'en' ? 'it' : 'en';
      const expected = route.alternates[other] ?? (other === 'en' ? '/en/articles/' : '/it/articoli/');
      await page.getByRole('button', { name: route.language === 'en' ? /Language/ : /Lingua/ }).click();
      await page.getByRole('menuitem', { name: other === 'en' ? 'English' : 'Italiano' }).click();
      await expect(page).toHaveURL(expected);
      await expect(page.locator('html')).toHaveAttribute('lang', other);
    });
  });
}

test.describe('what changes the page at run time stays within the Content-Security-Policy', () => {
  test.beforeEach(async ({ page }) => {
    await watchContentSecurityPolicy(page);
  });

  test('the carousel moves its slides', async ({ page }) => {
    await page.goto('/en/');
    await waitForHydration(page);
    const carousel = page.locator('section[aria-roledescription="carousel"]').first();
    await carousel.getByRole('button', { name: 'Next' }).click();
    await expect(carousel.locator('.flex.transition-transform')).toHaveCSS('transform', /^matrix\(1, 0, 0, 1, -\d+/);
    expect(await cspViolations(page)).toEqual([]);
  });

  test('a toast is styled by the site stylesheet', async ({ page }) => {
    await page.route('**/api/demo-request', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto('/en/demo/');
    await waitForHydration(page);
    const stylesBefore = await page.locator('style').count();
    await page.getByLabel('Full name', { exact: true }).fill('Chiara Esposito');
    await page.getByLabel('Work email', { exact: true }).fill('chiara@lavoroalto.example');
    await page.getByLabel('Company', { exact: true }).fill('Lavoro Alto');
    await page.getByLabel('Company size', { exact: true }).selectOption('51-200');
    await page.getByRole('button', { name: 'Request a demo' }).click();
    const toast = page.locator('[data-sonner-toast]').first();
    await expect(toast).toBeVisible();
    await expect(toast).toHaveCSS('position', 'absolute');
    // sonner's own <style> element is gone from the bundle: nothing was added to the page.
    expect(await page.locator('style').count()).toBe(stylesBefore);
    expect(await cspViolations(page)).toEqual([]);
  });

  test('a film plays in a frame from the video host', async ({ page }) => {
    // The example video host does not exist: answer for it, so only the policy decides.
    await page.route(`${siteConfig.videoHostOrigin}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
    );
    await page.goto('/en/team/');
    await waitForHydration(page);
    await page
      .getByRole('button', { name: /Play the video/ })
      .first()
      .click();
    await expect(page.locator(`iframe[src^="${teamEn.videos.items[0]?.embed ?? '-'}?"]`)).toBeVisible();
    expect(await cspViolations(page)).toEqual([]);
  });
});

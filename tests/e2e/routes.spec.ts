import { expect, test } from '@playwright/test';
import { siteConfig } from '../../src/config';
import { siteRoutes } from '../../src/routes/route-list';
import { expectNoAxeViolations, waitForHydration, watchPage } from './page-checks';
import { readRawHead } from './raw-head';

const absolute = (path: string) => `${siteConfig.origin}${path}`;

for (const route of siteRoutes()) {
  test.describe(`${route.path} (${route.pageId}, ${route.language})`, () => {
    test('raw HTML holds the page and its head tags', async ({ request }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(200);
      const head = readRawHead(await response.text());

      expect(head.lang).toBe(route.language);
      expect(head.h1Count).toBe(1);
      expect(head.title).toMatch(/\S+ \| Talvera$/);
      expect(head.meta.get('description')?.length).toBeGreaterThan(50);
      expect(head.canonical).toBe(absolute(route.path));
      for (const [language, path] of Object.entries(route.alternates))
        expect(head.alternates.get(language)).toBe(absolute(path));
      expect(head.alternates.get(route.language)).toBe(absolute(route.path));
      expect(head.alternates.get('x-default')).toBe(absolute(route.alternates.en ?? ''));
      expect(head.meta.get('og:title')).toBeTruthy();
      expect(head.meta.get('og:url')).toBe(absolute(route.path));
      expect(head.meta.get('twitter:card')).toBe('summary_large_image');
      expect(head.jsonLdTypes).toContain('Organization');
      if (route.pageId === 'articleDetail') {
        expect(head.jsonLdTypes).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']));
        expect(head.meta.get('keywords')).toBeTruthy();
        expect(head.meta.get('article:published_time')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      }
    });

    test('renders without errors and without accessibility violations', async ({ page }) => {
      const problems = watchPage(page);
      const scripts: Promise<string>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response.text());
      });
      await page.goto(route.path);
      await waitForHydration(page);
      await expect(page.locator('h1')).toBeVisible();
      await expectNoAxeViolations(page);
      expect(problems).toEqual([]);
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

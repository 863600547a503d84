import { expect, test } from '@playwright/test';
import { LANGUAGES } from '../../src/i18n/languages';
import type { PageId } from '../../src/routes/pages';
import { fillPath, pathTo } from '../../src/routes/paths';
import { uiStrings } from './form-answers';
import { expectNoAxeViolations, waitForHydration, watchPage } from './page-checks';

test.describe('the not-found page', () => {
  test('answers an unknown path with 404 and logs the path', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const response = await page.goto('/en/no-such-page/');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect.poll(() => warnings).toContain('Page not found: /en/no-such-page/');
    await expectNoAxeViolations(page);
  });

  test('reports the unknown address and its referrer to the server, with no cookie', async ({ page, context }) => {
    await context.addCookies([{ name: 'visitor', value: 'someone', url: test.info().project.use.baseURL ?? '' }]);
    const report = page.waitForRequest((request) => request.url().endsWith('/api/not-found-report'));
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/not-found-report'));
    await page.goto('/it/indirizzo-vecchio/?da=newsletter', { referer: 'https://partner.example/post' });

    const request = await report;
    expect(request.method()).toBe('POST');
    expect(request.postDataJSON()).toEqual({
      path: '/it/indirizzo-vecchio/?da=newsletter',
      referrer: 'https://partner.example/post',
    });
    expect(await request.headerValue('cookie')).toBeNull();
    expect((await answer).status()).toBe(204);
  });

  test('speaks Italian under /it and returns home', async ({ page }) => {
    const response = await page.goto('/it/pagina-inesistente');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
    await page.getByRole('link', { name: 'Torna alla home' }).click();
    await expect(page).toHaveURL(/\/(it|en)\/$/);
  });

  test('paths outside both languages get the English page without errors', async ({ page }) => {
    const problems = watchPage(page);
    await page.goto('/nothing/here');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    // The document itself answers 404, and the browser reports that; nothing else may fail.
    expect(problems.filter((problem) => !problem.startsWith('HTTP 404') && !problem.includes('status of 404'))).toEqual(
      [],
    );
  });

  test('an unknown article slug still leads to the list of its language', async ({ page }) => {
    for (const language of LANGUAGES) {
      await page.goto(fillPath('articleDetail', language, { slug: 'no-such-article' }));
      await expect(page).toHaveURL(pathTo('articles', language));
    }
  });
});

/** An address of each family but the articles, naming no item: each is not found. */
const UNKNOWN_ITEMS: [string, PageId, Record<string, string>][] = [
  ['feature', 'featureDetail', { slug: 'no-such-feature' }],
  ['industry', 'industryDetail', { slug: 'no-such-industry' }],
  ['case study', 'caseStudy', { slug: 'no-such-case' }],
  ['author', 'authorDetail', { slug: 'no-such-author' }],
  ['tag', 'articlesTag', { tag: 'no-such-tag' }],
];

for (const language of LANGUAGES) {
  for (const [family, pageId, params] of UNKNOWN_ITEMS) {
    const path = fillPath(pageId, language, params);
    test(`an unknown ${family} (${path}) stays the 404 page once its scripts have run`, async ({ page }) => {
      // The router starts at the page the document was rendered for (its route-data block), not at
      // the address, where the family's route would match.
      const errors: string[] = [];
      page.on('console', (message) => {
        // The document's own status is reported as a failed load of it; nothing else may fail.
        const ownStatus = message.location().url === page.url() && message.text().includes('status of 404');
        if (message.type() === 'error' && !ownStatus) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      const reported = page.waitForResponse((response) => response.url().endsWith('/api/not-found-report'));
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      // The page's effect has run: it reports the address instead of leaving for another page.
      expect((await reported).status()).toBe(204);
      await expect(page).toHaveURL(path);
      const t = await uiStrings(language);
      await expect(page.getByRole('heading', { level: 1, name: t('notFound.title') })).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
}

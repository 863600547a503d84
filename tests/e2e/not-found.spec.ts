import { expect, test } from '@playwright/test';
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

  test('hydrates as the not-found page at an address of a family that names no item', async ({ page }) => {
    // The router starts at the page the document was rendered for (its route-data block), not at
    // the address: here the feature page's route would match, and hydrating it would fail.
    const problems = watchPage(page);
    const response = await page.goto('/en/features/no-such-feature/');
    expect(response?.status()).toBe(404);
    // Once hydrated, the page sends an unknown item of a family on to the family's page.
    await page.waitForURL('**/en/features/');
    await waitForHydration(page);
    expect(problems.filter((problem) => !problem.startsWith('HTTP 404') && !problem.includes('status of 404'))).toEqual(
      [],
    );
  });
});

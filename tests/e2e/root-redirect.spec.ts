import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { securityHeaders } from '../../scripts/postbuild/headers';
import { cspViolations, expectSecurityHeaders, watchContentSecurityPolicy, watchPage } from './page-checks';

test.describe('the root page', () => {
  test.describe('for an Italian browser', () => {
    test.use({ locale: 'it-IT' });
    test('redirects to /it/, replacing the history entry', async ({ page }) => {
      // A page that stores no language choice, so the browser language decides.
      await page.goto('/robots.txt');
      const entriesBefore = await page.evaluate(() => window.history.length);
      await page.goto('/');
      await expect(page).toHaveURL('/it/');
      // One new entry (/it/), not two (/ and /it/): Back leads to where the visitor came from.
      expect(await page.evaluate(() => window.history.length)).toBe(entriesBefore + 1);
    });
  });

  test.describe('for an English browser', () => {
    test.use({ locale: 'en-US' });
    test('redirects to /en/', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL('/en/');
    });
  });

  test.describe('for a browser in another language', () => {
    test.use({ locale: 'de-DE' });
    test('falls back to English', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL('/en/');
    });
  });

  test.describe('with a stored choice', () => {
    test.use({ locale: 'en-US' });
    test('the stored choice wins over the browser language', async ({ page }) => {
      await page.goto('/it/');
      await page.waitForFunction(() => window.localStorage.getItem('i18nextLng') === 'it');
      await page.goto('/');
      await expect(page).toHaveURL('/it/');
    });

    test('the lng query parameter wins over everything', async ({ page }) => {
      await page.goto('/?lng=it');
      await expect(page).toHaveURL('/it/');
    });
  });

  test.describe('under the Content-Security-Policy', () => {
    test.use({ locale: 'it-IT' });
    test('its external script still picks the language, with no violation', async ({ page }) => {
      // Console messages outlive the navigation away from `/`; the event log does not.
      const problems = watchPage(page);
      await watchContentSecurityPolicy(page);
      expectSecurityHeaders(await page.goto('/'));
      await expect(page).toHaveURL('/it/');
      await page.waitForLoadState('load');
      expect(problems).toEqual([]);
      expect(await cspViolations(page)).toEqual([]);
    });
  });

  test('a redirect stand-in page works under the policy, for hosts that read no _redirects', async ({ page }) => {
    // Served as such a host would, with the headers but without the redirect: the page itself.
    const stub = readFileSync(join(process.cwd(), 'dist', 'pricing', 'index.html'), 'utf8');
    await page.route(
      (url) => url.pathname === '/pricing/',
      (route) =>
        route.fulfill({
          contentType: 'text/html; charset=utf-8',
          headers: Object.fromEntries(securityHeaders()),
          body: stub,
        }),
    );
    const problems = watchPage(page);
    await page.goto('/robots.txt');
    const entriesBefore = await page.evaluate(() => window.history.length);
    await page.goto('/pricing/');
    await expect(page).toHaveURL('/en/pricing/');
    // One new entry: the stub replaced itself, it left no page to go Back to.
    expect(await page.evaluate(() => window.history.length)).toBe(entriesBefore + 1);
    expect(problems.filter((problem) => problem.startsWith('CSP'))).toEqual([]);
  });

  test('without JavaScript offers both languages and the x-default alternate', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/');
    await expect(page.getByRole('link', { name: 'Italiano' })).toHaveAttribute('href', '/it/');
    await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute('href', /\/en\/$/);
    await context.close();
  });
});

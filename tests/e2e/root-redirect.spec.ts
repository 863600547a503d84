import { expect, test } from '@playwright/test';

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

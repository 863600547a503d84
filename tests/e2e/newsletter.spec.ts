import { expect, test } from '@playwright/test';
import { siteConfig } from '../../src/config';
import { LANGUAGES } from '../../src/i18n/languages';
import { pageDefinition } from '../../src/routes/pages';
import { siteRoutes } from '../../src/routes/route-list';
import { answerJson, expectAnnounced, uiStrings } from './form-answers';
import {
  cspViolations,
  expectNoAxeViolations,
  waitForHydration,
  watchContentSecurityPolicy,
  watchPage,
} from './page-checks';
import { readRawHead } from './raw-head';
import { expectInteractive, subscribeWithKeyboard } from './newsletter-steps';

const newsletterRoutes = siteRoutes().filter((route) => route.pageId.startsWith('newsletter'));

test('every page of the newsletter is in the route table, noindex, in both languages', () => {
  expect(newsletterRoutes).toHaveLength(12);
  for (const route of newsletterRoutes) expect(pageDefinition(route.pageId).noindex).toBe(true);
});

for (const route of newsletterRoutes) {
  test.describe(`${route.path} (${route.pageId})`, () => {
    test('is noindex, without canonical or hreflang, and not in the sitemap', async ({ request }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(200);
      const head = readRawHead(await response.text());
      expect(head.lang).toBe(route.language);
      expect(head.h1Count).toBe(1);
      expect(head.title).toMatch(/\S+ \| Talvera$/);
      expect(head.meta.get('description')?.length).toBeGreaterThan(50);
      expect(head.meta.get('robots')).toBe('noindex');
      expect(head.canonical).toBeUndefined();
      expect(head.alternates.size).toBe(0);
      expect(await (await request.get('/sitemap.xml')).text()).not.toContain(route.path);
    });

    test('renders without errors or accessibility violations', async ({ page }) => {
      const problems = watchPage(page);
      await watchContentSecurityPolicy(page);
      await page.goto(route.path);
      await waitForHydration(page);
      await expect(page.locator('h1')).toBeVisible();
      await expectNoAxeViolations(page);
      await expectInteractive(page, route.language);
      expect(problems).toEqual([]);
      expect(await cspViolations(page)).toEqual([]);
    });
  });
}

for (const language of LANGUAGES) {
  test(`${language}: a failed send keeps the typed email and says so; a wrong address is marked`, async ({ page }) => {
    const t = await uiStrings(language);
    await page.route(`**${siteConfig.newsletterEndpoint}`, (route) =>
      answerJson(route, 500, { error: 'storage-failed' }),
    );
    await page.goto(`/${language}/pricing/`.replace('/it/pricing/', '/it/prezzi/'));
    await waitForHydration(page);

    const field = await subscribeWithKeyboard(page, language, 'kept@newsletter.example');
    await expectAnnounced(page, t('newsletter.failure'), t('newsletter.failureDesc'));
    await expect(field).toHaveValue('kept@newsletter.example');

    await field.fill('not-an-address');
    await page.keyboard.press('Enter');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(t('newsletter.errors.emailInvalid'))).toBeVisible();
    await expect(field).toBeFocused();
  });
}

test('the form’s code arrives only when the visitor reaches into the form, not when it is in view', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/en/');
  await waitForHydration(page);
  const island = page.locator('[data-deferred="newsletter-form"]');
  await island.scrollIntoViewIfNeeded();
  await expect(island.getByRole('textbox')).toBeInViewport();
  // Two frames: an observer of the viewport would have asked for the code by then.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(scripts.filter((script) => script.includes('newsletter-form'))).toEqual([]);
  await island.getByRole('textbox').focus();
  await expect(island).toHaveAttribute('data-hydrated', '');
  expect(scripts.some((script) => script.includes('newsletter-form'))).toBe(true);
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { header } from '../../src/server/__fixtures__/raw-mail';
import { siteConfig } from '../../src/config';
import englishMail from '../../src/generated/newsletterMail/en';
import italianMail from '../../src/generated/newsletterMail/it';
import { LANGUAGES, type Language } from '../../src/i18n/languages';
import { pageDefinition } from '../../src/routes/pages';
import { pathTo } from '../../src/routes/paths';
import { siteRoutes } from '../../src/routes/route-list';
import { answerJson, expectAnnounced, uiStrings } from './form-answers';
import {
  cspViolations,
  expectNoAxeViolations,
  tabTo,
  waitForHydration,
  watchContentSecurityPolicy,
  watchPage,
} from './page-checks';
import { readRawHead } from './raw-head';

// The e2e server writes mail to OUTBOX_DIR (playwright.config.ts), the subscriber's included.
const outbox = join(process.cwd(), '.e2e-outbox');

/** The text of a raw message's body, decoded from quoted-printable or base64. */
function bodyText(raw: string): string {
  const body = raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n\n');
  const encoding = header(raw, 'Content-Transfer-Encoding')?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/g, '%25'));
}

/** The confirmation mail sent to `address`, once it is in the outbox. */
async function mailTo(address: string): Promise<string> {
  const find = () => {
    try {
      return readdirSync(outbox)
        .filter((name) => name.endsWith('.eml'))
        .map((name) => readFileSync(join(outbox, name), 'utf8'))
        .find((raw) => header(raw, 'To') === address);
    } catch {
      return undefined;
    }
  };
  await expect.poll(find).toBeTruthy();
  return find() ?? '';
}

/** The site-relative address of a link in the mail (the mail names the public origin). */
function linkIn(text: string, path: string): string {
  const url = new RegExp(`${siteConfig.origin}${path}\\?token=[A-Za-z0-9_.-]+`).exec(text)?.[0];
  expect(url, `a ${path} link in the mail`).toBeTruthy();
  const { pathname, search } = new URL(url ?? '');
  return `${pathname}${search}`;
}

/** Types into the footer's email field and sends it with the keyboard only. */
async function subscribeWithKeyboard(page: Page, language: Language, address: string) {
  const t = await uiStrings(language);
  const field = page.getByRole('textbox', { name: t('newsletter.email') });
  await field.focus();
  await page.keyboard.type(address);
  await page.keyboard.press('Enter');
  return field;
}

/** Tabs to the button named `name` and presses it with Enter, as a keyboard user does. */
async function pressWithKeyboard(page: Page, name: string) {
  await tabTo(page, page.getByRole('button', { name, exact: true }));
  await page.keyboard.press('Enter');
}

/** The page opened its language menu: it was hydrated as the page it shows. */
async function expectInteractive(page: Page, language: Language) {
  // The button is in the server's HTML: a click before the page's scripts have run opens nothing.
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: language === 'en' ? /Language/ : /Lingua/ }).click();
  await expect(page.getByRole('menuitem', { name: language === 'en' ? 'Italiano' : 'English' })).toBeVisible();
}

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
  test(`${language}: subscribe from the footer with the keyboard, confirm, reuse, unsubscribe, tamper`, async ({
    page,
  }) => {
    // Nine pages and two mails: longer than one page's test.
    test.setTimeout(120_000);
    const t = await uiStrings(language);
    const address = `e2e-${language}-${Date.now()}@newsletter.example`;
    const problems = watchPage(page);
    await page.goto(`/${language}/`);
    await waitForHydration(page);

    const field = await subscribeWithKeyboard(page, language, address);
    await expectAnnounced(page, t('newsletter.sent'), t('newsletter.sentDesc'));
    await expect(field).toHaveValue('');

    const raw = await mailTo(address);
    expect(header(raw, 'Subject')).toBeTruthy();
    const text = bodyText(raw);
    expect(text).toContain((language === 'en' ? englishMail : italianMail).greeting);
    const confirm = linkIn(text, '/api/newsletter/confirm');
    const unsubscribe = linkIn(text, '/api/newsletter/unsubscribe');
    /** What reached marketing about this subscriber: the subjects of the mails. */
    const toMarketing = () =>
      readdirSync(outbox)
        .filter((name) => name.endsWith('.eml'))
        .map((name) => readFileSync(join(outbox, name), 'utf8'))
        .filter((mail) => header(mail, 'Reply-To') === address)
        .map((mail) => header(mail, 'Subject'));

    // A mail scanner opens every link of the mail: that confirms nothing and unsubscribes nobody.
    for (const link of [confirm, unsubscribe])
      expect((await page.request.get(link, { maxRedirects: 0 })).status()).toBe(200);

    // The link opens the page that asks for the button, at the link's own address, working.
    await page.goto(confirm);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('newsletter.pages.confirm.title'));
    await expectInteractive(page, language);
    await page.keyboard.press('Escape');
    await pressWithKeyboard(page, t('newsletter.pages.confirm.submit'));
    await expect(page).toHaveURL(pathTo('newsletterConfirmed', language));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('newsletter.pages.confirmed.title'));
    // Left only once it works: leaving while its scripts load aborts them, which reads as a failed request.
    await expectInteractive(page, language);
    await expect.poll(() => toMarketing()).toEqual([`Newsletter subscription: ${address} (${language})`]);

    // Used again: the "already confirmed" page, answered at the link's own address with 409.
    const again = await page.goto(confirm);
    expect(again?.status()).toBe(409);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('newsletter.pages.alreadyConfirmed.title'));
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expectInteractive(page, language);

    await page.goto(unsubscribe);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('newsletter.pages.unsubscribe.title'));
    await expectInteractive(page, language);
    await page.keyboard.press('Escape');
    await pressWithKeyboard(page, t('newsletter.pages.unsubscribe.submit'));
    await expect(page).toHaveURL(pathTo('newsletterUnsubscribed', language));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('newsletter.pages.unsubscribed.title'));
    await expectInteractive(page, language);

    // An altered link: the "link not valid" page, in the subscriber's language, with 400.
    const signature = /\.([A-Za-z0-9_-]+)$/.exec(unsubscribe)?.[1] ?? '';
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const tampered = await page.goto(unsubscribe.replace(signature, flipped));
    expect(tampered?.status()).toBe(400);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('newsletter.pages.linkInvalid.title'));
    await expectInteractive(page, language);
    await expectNoAxeViolations(page);

    // Only the two refused links answered with an error status (Chromium logs each document's
    // status too); nothing else went wrong.
    const refusedLinks = [/^HTTP (409|400): .*\/api\/newsletter\//, /status of (409|400) \(/];
    expect(problems.filter((problem) => !refusedLinks.some((known) => known.test(problem)))).toEqual([]);
    expect(problems).toHaveLength(4);

    // The subscription and the unsubscribe reached marketing, each once.
    await expect
      .poll(() => toMarketing().sort())
      .toEqual([
        `Newsletter subscription: ${address} (${language})`,
        `Newsletter unsubscribe: ${address} (${language})`,
      ]);
  });

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

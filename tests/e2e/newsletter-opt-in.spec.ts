import { expect } from '@playwright/test';
import englishMail from '../../src/generated/newsletterMail/en';
import italianMail from '../../src/generated/newsletterMail/it';
import { LANGUAGES } from '../../src/i18n/languages';
import { pathTo } from '../../src/routes/paths';
import { expectAnnounced, uiStrings } from './form-answers';
import { expectInteractive, linkIn, pressWithKeyboard, subscribeWithKeyboard } from './newsletter-steps';
import { expectNoAxeViolations, waitForHydration, watchPage } from './page-checks';
import { sentMails, test, waitForMails } from './server-under-test';

/**
 * The newsletter's double opt-in through the real endpoints and the real mail, on `npm start`
 * and on Cloudflare's runtime (playwright.config.ts): the subscriber's mail, a scanner opening
 * its links (which changes nothing), the confirmation, its reuse, the unsubscribe, a tampered link.
 */

for (const language of LANGUAGES) {
  test(`${language}: subscribe from the footer with the keyboard, confirm, reuse, unsubscribe, tamper`, async ({
    page,
  }) => {
    // Nine pages and two mails: longer than one page's test.
    test.setTimeout(120_000);
    const info = test.info();
    const t = await uiStrings(language);
    const address = `e2e-${language}-${Date.now()}@newsletter.example`;
    const problems = watchPage(page);
    await page.goto(`/${language}/`);
    await waitForHydration(page);

    const field = await subscribeWithKeyboard(page, language, address);
    await expectAnnounced(page, t('newsletter.sent'), t('newsletter.sentDesc'));
    await expect(field).toHaveValue('');

    const [confirmation] = await waitForMails(`To: ${address}`);
    expect(confirmation?.header('Subject')).toBeTruthy();
    const text = confirmation?.text ?? '';
    expect(text).toContain((language === 'en' ? englishMail : italianMail).greeting);
    const confirm = linkIn(text, '/api/newsletter/confirm');
    const unsubscribe = linkIn(text, '/api/newsletter/unsubscribe');
    /** What reached marketing about this subscriber: the subjects of the mails. */
    const toMarketing = () =>
      sentMails(address, info)
        .filter((mail) => mail.header('Reply-To') === address)
        .map((mail) => mail.header('Subject'));

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
}

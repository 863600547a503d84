import { expect, test, type Page } from '@playwright/test';
import { formatDate } from '../../src/components/format-date';
import { siteConfig } from '../../src/config';
import { LEGAL_PAGES } from '../../src/content/schemas/legal';
import { EMBED_PROVIDERS, SITE_STORAGE } from '../../src/consent/registry';
import company from '../../src/generated/company';
import { pages } from '../../src/generated/legal';
import { LANGUAGES } from '../../src/i18n/languages';
import { pathTo } from '../../src/routes/paths';
import { expectNoAxeViolations, waitForHydration, watchPage } from './page-checks';
import { readRawHead } from './raw-head';

// Head tags, axe, console errors and the language menu of every page, these included, are
// checked for every route of the route table by routes.spec.ts; here, what a legal page adds.

/** What content/legal/ holds for a page, as the site was built from it. */
async function legalContent(pageId: (typeof LEGAL_PAGES)[number], language: (typeof LANGUAGES)[number]) {
  const entry = pages.find((candidate) => candidate.language === language && candidate.translationKey === pageId);
  if (!entry) throw new Error(`no content/legal/${language}/ page for ${pageId}`);
  return (await entry.load()).default;
}

/** The footer's column links (the forms' privacy notices in the footer link the policy too). */
const footerLegalLinks = (page: Page) => page.locator('footer li > a[href]');

for (const language of LANGUAGES) {
  for (const pageId of LEGAL_PAGES) {
    const path = pathTo(pageId, language);

    test.describe(`${path} (${pageId})`, () => {
      test('shows its title, its last-updated date and its sections, with head tags of its own', async ({ page }) => {
        const content = await legalContent(pageId, language);
        const problems = watchPage(page);
        const response = await page.goto(path);
        const head = readRawHead((await response?.text()) ?? '');
        expect(head.title).toBe(`${content.title} | ${siteConfig.brandName}`);
        expect(head.meta.get('description')).toBe(content.description);
        expect(head.canonical).toBe(`${siteConfig.origin}${path}`);

        await expect(page.locator('h1')).toHaveText(content.title);
        const updated = page.locator(`main time[datetime="${content.updated}"]`);
        await expect(updated).toHaveText(formatDate(content.updated, language));
        expect(content.sections.length).toBeGreaterThan(1);
        for (const section of content.sections) {
          await expect(page.locator(`h2[id="${section.id}"]`)).toHaveText(section.text);
        }
        // Every placeholder was filled in.
        await expect(page.locator('main')).not.toContainText('{{');
        await waitForHydration(page);
        await expectNoAxeViolations(page);
        expect(problems).toEqual([]);
      });

      test('its table of contents is a labelled navigation whose links take the keyboard to each section', async ({
        page,
      }) => {
        const content = await legalContent(pageId, language);
        // Jumps at once, as for a visitor who asks for less motion: a smooth scroll still under way is no jump.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(path);
        await waitForHydration(page);
        const contents = page.locator('main nav[aria-label]');
        await expect(contents).toHaveCount(1);
        const links = contents.getByRole('link');
        await expect(links).toHaveText(content.sections.map((section) => section.text));
        for (const section of [content.sections[0], content.sections.at(-1)]) {
          if (!section) continue;
          const link = contents.locator(`a[href="#${section.id}"]`);
          await link.focus();
          await page.keyboard.press('Enter');
          await expect(page).toHaveURL(new RegExp(`#${encodeURI(section.id)}$`));
          await expect(page.locator(`h2[id="${section.id}"]`)).toBeInViewport();
        }
      });
    });
  }

  test(`the footer links every legal page in ${language}, and each leads to it`, async ({ page }) => {
    await page.goto(pathTo('home', language));
    const hrefs = await footerLegalLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const pageId of LEGAL_PAGES) expect(hrefs).toContain(pathTo(pageId, language));
    // The pages replaced the specification's terms and GDPR PDFs (README, "Decisions"): no PDF is linked.
    const footerHrefs = await page
      .locator('footer a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(footerHrefs.filter((href) => /\.pdf(?:[?#]|$)/i.test(href))).toEqual([]);

    const privacy = await legalContent('privacy', language);
    await page.locator(`footer li > a[href="${pathTo('privacy', language)}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${pathTo('privacy', language)}$`));
    await expect(page.locator('h1')).toHaveText(privacy.title);
  });

  test(`the footer names the Registro delle Imprese office and number in ${language}`, async ({ page }) => {
    await page.goto(pathTo('home', language));
    const { office, number } = company.companyRegister;
    const register =
      language === 'it'
        ? `Registro delle Imprese di ${office} n. ${number}`
        : `Companies Register of ${office} no. ${number}`;
    const identity = page.locator('footer p', { hasText: company.vatNumber });
    await expect(identity).toContainText(register);
    await expect(identity).toContainText(company.reaNumber);
  });

  test(`the privacy policy says where the website's forms are kept and for how long in ${language}`, async ({
    page,
  }) => {
    await page.goto(pathTo('privacy', language));
    const main = page.locator('main');
    const days = `${company.formMailRetentionDays} ${language === 'it' ? 'giorni' : 'days'}`;
    const forms = main.locator('p', { hasText: 'Cloudflare D1' });
    await expect(forms).toContainText(days);
    await expect(forms).toContainText(language === 'it' ? 'Unione europea' : 'European Union');
    await expect(main.locator('li', { hasText: days })).not.toHaveCount(0);
    await expect(main).toContainText(`${company.applicationRetentionMonths} ${language === 'it' ? 'mesi' : 'months'}`);
    await expect(main).toContainText(`${company.demoRequestRetentionMonths} ${language === 'it' ? 'mesi' : 'months'}`);

    // The sub-processors' list on the security page says the same of the provider that keeps them.
    await page.goto(pathTo('security', language));
    const keeper = company.subProcessors.find((entry) => entry.storesWebsiteForms);
    const row = page.locator('main tbody tr', { hasText: keeper?.provider ?? '' });
    await expect(row).toContainText(days);
  });

  test(`the terms and the responsible AI page state the AI Act status in the same words in ${language}`, async ({
    page,
  }) => {
    for (const pageId of ['terms', 'responsibleAi'] as const) {
      await page.goto(pathTo(pageId, language));
      await expect(page.locator('main')).toContainText(company.aiActStatus[language]);
    }
  });

  test(`the cookie policy lists every storage key of the consent registry in ${language}`, async ({ page }) => {
    await page.goto(pathTo('cookies', language));
    const table = page.locator('main table');
    await expect(table.locator('caption')).not.toBeEmpty();
    const rowHeaders = await table.locator('tbody th[scope="row"]').allTextContents();
    expect(rowHeaders).toEqual(expect.arrayContaining(SITE_STORAGE.map((entry) => entry.name)));
    // Each embed's provider has its own notice linked in its row (Garante, guidelines of 10 June 2021).
    for (const provider of EMBED_PROVIDERS) {
      await expect(table.locator(`tbody tr a[href="${provider.policyUrl}"]`)).toContainText(provider.name);
    }
  });

  test(`the privacy policy gives the DPO's address as a link in ${language}`, async ({ page }) => {
    await page.goto(pathTo('privacy', language));
    await expect(page.locator(`main a[href="mailto:${company.dpoEmail}"]`).first()).toHaveText(company.dpoEmail);
  });
}

test('/.well-known/security.txt names the security contact, expires within a year and points at the policy', async ({
  request,
}) => {
  const response = await request.get('/.well-known/security.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await response.text();
  expect(text).toContain(`Contact: mailto:${company.securityEmail}\n`);
  expect(text).toContain('Preferred-Languages: en, it\n');
  expect(text).toContain(`Canonical: ${siteConfig.origin}/.well-known/security.txt\n`);
  for (const language of LANGUAGES) {
    expect(text).toContain(`Policy: ${siteConfig.origin}${pathTo('security', language)}\n`);
  }
  const expires = Date.parse(/^Expires: (.+)$/m.exec(text)?.[1] ?? '');
  const daysLeft = (expires - Date.now()) / (24 * 60 * 60 * 1000);
  expect(daysLeft).toBeGreaterThan(0);
  expect(daysLeft).toBeLessThan(365);
});

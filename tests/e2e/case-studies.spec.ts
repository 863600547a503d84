import { expect, test, type Locator, type Page } from '@playwright/test';
import casesEn from '../../src/generated/caseStudies/en';
import casesIt from '../../src/generated/caseStudies/it';
import copyEn from '../../src/generated/caseStudiesPage/en';
import copyIt from '../../src/generated/caseStudiesPage/it';
import { siteConfig } from '../../src/config';
import { LANGUAGE_NAMES } from '../../src/i18n/languages';
import { pathTo } from '../../src/routes/paths';
import { uiStrings } from './form-answers';
import { expectNoAxeViolations, waitForHydration } from './page-checks';

// Every text asserted here is read from the content files, through the generated modules; a
// paragraph is found by its whole text, as another case's may contain it.
const SITES = [
  { language: 'en', cases: casesEn.cases, copy: copyEn, other: 'it', otherCases: casesIt.cases },
  { language: 'it', cases: casesIt.cases, copy: copyIt, other: 'en', otherCases: casesEn.cases },
] as const;

const cards = (page: Page) => page.locator('details[name="case-study"]');
const openCards = (page: Page) => page.locator('details[name="case-study"][open]');
const questions = (page: Page) => page.locator('details[name="case-studies-faq-questions"]');
const openQuestions = (page: Page) => page.locator('details[name="case-studies-faq-questions"][open]');
const summaryOf = (details: Locator) => details.locator(':scope > summary');

/** What a row of figures shows, in order: each claim's figure, then its basis. */
const figureTexts = (figures: readonly { value?: string; basis?: string }[]) =>
  figures.flatMap((figure) => [figure.value ?? '', figure.basis ?? '']);

/** The JSON-LD blocks of the page, by their @type. */
async function jsonLd(page: Page): Promise<Map<string, Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return new Map(
    blocks.map((text) => {
      const data = JSON.parse(text) as Record<string, unknown>;
      return [String(data['@type']), data];
    }),
  );
}

for (const { language, cases, copy, other, otherCases } of SITES) {
  const listPath = pathTo('caseStudies', language);
  const listName = copy.meta.breadcrumb ?? copy.meta.title;
  // Whatever their number: these tests open a second card and visit a second case's page.
  const [first, second] = cases;
  if (!first || !second) throw new Error('These tests need at least two case studies in cases.yaml');
  const lastQuestion = copy.faq.items.at(-1);

  test.describe(`the case studies page without JavaScript (${language})`, () => {
    test.use({ javaScriptEnabled: false });

    test('opens the first case, and every case can be opened and read', async ({ page }) => {
      await page.goto(listPath);
      await expect(cards(page)).toHaveCount(cases.length);
      await expect(openCards(page)).toHaveCount(1);
      await expect(cards(page).first()).toHaveAttribute('open', '');
      await expect(page.getByRole('button', { name: copy.labels.close })).toHaveCount(0);
      for (const [index, caseStudy] of cases.entries()) {
        // The first is open already; a click on it would close it.
        if (index > 0) await summaryOf(cards(page).nth(index)).click();
        await expect(openCards(page)).toHaveCount(1);
        await expect(page.getByText(caseStudy.challenge, { exact: true })).toBeVisible();
        await expect(page.getByText(caseStudy.solution, { exact: true })).toBeVisible();
      }
      await expect(page.getByText(lastQuestion?.answer ?? '', { exact: true })).toBeHidden();
      await summaryOf(questions(page).last()).click();
      await expect(page.getByText(lastQuestion?.answer ?? '', { exact: true })).toBeVisible();
    });
  });

  test.describe(`the case studies page (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(listPath);
      await waitForHydration(page);
    });

    test('shows the first case open, with its figures, quote, challenge, solution and results', async ({ page }) => {
      await expect(openCards(page)).toHaveCount(1);
      const card = cards(page).first();
      await expect(card).toHaveAttribute('open', '');
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(first.company);
      // Each figure is a claim (content/claims.yaml), shown with its basis beside it.
      const figures = card.locator('dd');
      await expect(figures).toHaveText(figureTexts(first.metrics));
      await expect(card.locator('blockquote')).toContainText(first.quote.text);
      await expect(card.locator('figcaption')).toContainText(first.quote.author);
      await expect(card.getByText(first.challenge, { exact: true })).toBeVisible();
      await expect(card.getByText(first.solution, { exact: true })).toBeVisible();
      await expect(card.locator('li')).toHaveText([...first.results]);
      for (const caseStudy of cases.slice(1))
        await expect(page.getByText(caseStudy.challenge, { exact: true })).toBeHidden();
    });

    test('shows each headline figure with what it measures and its basis, from content/claims.yaml', async ({
      page,
    }) => {
      const claims = page.getByRole('region', { name: copy.claims.heading });
      for (const figure of copy.claims.items) {
        // Filled in by the content step from the claim the page names: never a figure without its basis.
        expect(figure.claim && figure.value && figure.label && figure.basis).toBeTruthy();
        const item = claims.locator('dl > div').filter({ has: page.locator('dt', { hasText: figure.label }) });
        await expect(item.locator('dd')).toHaveText([figure.value, figure.basis ?? '']);
      }
      // The scope the review asks for: an aggregate speaks for the cases shown, not for all customers.
      await expect(claims).toContainText(language === 'it' ? 'media dei casi qui sotto' : 'average of the cases below');
    });

    test('a click opens a card and closes the open one; a click on the open card closes it', async ({ page }) => {
      await summaryOf(cards(page).nth(1)).click();
      await expect(openCards(page)).toHaveCount(1);
      await expect(cards(page).nth(1)).toHaveAttribute('open', '');
      await expect(page.getByText(second.challenge, { exact: true })).toBeVisible();
      await expect(page.getByText(first.challenge, { exact: true })).toBeHidden();
      await summaryOf(cards(page).nth(1)).click();
      await expect(openCards(page)).toHaveCount(0);
      await summaryOf(cards(page).last()).click();
      await summaryOf(cards(page).first()).click();
      await expect(openCards(page)).toHaveCount(1);
      await expect(cards(page).first()).toHaveAttribute('open', '');
    });

    test('the close button closes the card and gives focus back to its summary', async ({ page }) => {
      await cards(page).first().getByRole('button', { name: copy.labels.close }).click();
      await expect(openCards(page)).toHaveCount(0);
      await expect(summaryOf(cards(page).first())).toBeFocused();
      await expect(page.getByRole('button', { name: copy.labels.close })).toHaveCount(0);
    });

    test('the close button, which appears with JavaScript, moves nothing on a wide or a narrow screen', async ({
      page,
      browser,
    }) => {
      for (const viewport of [
        { width: 1280, height: 900 },
        { width: 360, height: 800 },
      ]) {
        const withoutScript = await browser.newPage({ javaScriptEnabled: false, viewport });
        await withoutScript.goto(listPath);
        await page.setViewportSize(viewport);
        const before = await cards(withoutScript).nth(1).boundingBox();
        const after = await cards(page).nth(1).boundingBox();
        expect(after?.y).toBe(before?.y);
        await withoutScript.close();
      }
    });

    test('works from the keyboard alone', async ({ page }) => {
      const summary = summaryOf(cards(page).nth(1));
      await summary.focus();
      await page.keyboard.press('Enter');
      await expect(cards(page).nth(1)).toHaveAttribute('open', '');
      await expect(openCards(page)).toHaveCount(1);
      await page.keyboard.press('Space');
      await expect(openCards(page)).toHaveCount(0);
      await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
      await expect(cards(page).nth(1).getByRole('link', { name: copy.labels.readStory })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(cards(page).nth(1).getByRole('button', { name: copy.labels.close })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(openCards(page)).toHaveCount(0);
      await expect(summary).toBeFocused();
    });

    test('the FAQ shows its questions, opens one at a time and closes again', async ({ page }) => {
      await expect(questions(page)).toHaveCount(copy.faq.items.length);
      await expect(questions(page).locator('summary')).toHaveText(copy.faq.items.map((item) => item.question));
      await expect(openQuestions(page)).toHaveCount(0);
      await summaryOf(questions(page).first()).click();
      await expect(page.getByText(copy.faq.items[0]?.answer ?? '', { exact: true })).toBeVisible();
      await summaryOf(questions(page).nth(1)).focus();
      await page.keyboard.press('Enter');
      await expect(openQuestions(page)).toHaveCount(1);
      await expect(questions(page).nth(1)).toHaveAttribute('open', '');
      await expect(page.getByText(copy.faq.items[0]?.answer ?? '', { exact: true })).toBeHidden();
      await summaryOf(questions(page).nth(1)).click();
      await expect(openQuestions(page)).toHaveCount(0);
      // The cards are a group of their own: the FAQ leaves the open card alone.
      await expect(openCards(page)).toHaveCount(1);
    });

    test('gives search engines the breadcrumb trail and the FAQ', async ({ page }) => {
      const blocks = await jsonLd(page);
      const faq = blocks.get('FAQPage');
      expect(faq?.mainEntity).toEqual(
        copy.faq.items.map((item) => ({
          '@type': 'Question',
          name: item.question,
          acceptedAnswer: { '@type': 'Answer', text: item.answer },
        })),
      );
      const trail = blocks.get('BreadcrumbList')?.itemListElement as { item: string }[];
      expect(trail.map((crumb) => crumb.item)).toEqual([
        `${siteConfig.origin}${pathTo('home', language)}`,
        `${siteConfig.origin}${listPath}`,
      ]);
    });

    test('has no accessibility violations with each card and a question open', async ({ page }) => {
      // Opened in place, without the scrolling a click brings: scrolling down makes the header
      // slide away 1.5 s later, which could happen in the middle of the analysis.
      const open = (details: Locator) =>
        details.evaluate((element) => {
          if (element instanceof HTMLDetailsElement) element.open = true;
        });
      await open(questions(page).first());
      for (let index = 0; index < cases.length; index += 1) {
        await open(cards(page).nth(index));
        await expect(openCards(page)).toHaveCount(1);
        await expect(cards(page).nth(index)).toHaveAttribute('open', '');
        await expectNoAxeViolations(page);
      }
    });

    test('sends a demo request through the same form and endpoint as the demo page', async ({ page }) => {
      const t = await uiStrings(language);
      await page.getByLabel(t('demoForm.fields.name'), { exact: true }).fill('Paola Zanetti');
      await page.getByLabel(t('demoForm.fields.email'), { exact: true }).fill('paola@scolta.example');
      await page.getByLabel(t('demoForm.fields.company'), { exact: true }).fill('Scolta Sicurezza');
      await page.getByLabel(t('demoForm.fields.employees'), { exact: true }).selectOption('501+');
      const request = page.waitForRequest((sent) => sent.method() === 'POST');
      await page.getByRole('button', { name: t('demoForm.submit') }).click();
      const sent = await request;
      expect(new URL(sent.url()).pathname).toBe(siteConfig.demoEndpoint);
      expect(sent.postDataJSON()).toMatchObject({
        name: 'Paola Zanetti',
        company: 'Scolta Sicurezza',
        employees: '501+',
      });
      await expect(page.getByRole('heading', { name: t('demoForm.confirmation.title') })).toBeVisible();
    });

    test("a card's link leads to the case's own page", async ({ page }) => {
      await cards(page).first().getByRole('link', { name: copy.labels.readStory }).click();
      await expect(page).toHaveURL(pathTo('caseStudy', language, { slug: first.slug }));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
    });
  });

  test.describe(`a case study's own page (${language})`, () => {
    const path = pathTo('caseStudy', language, { slug: second.slug });

    test('tells the whole story, with figures, quote, breadcrumb, other cases and a demo link', async ({ page }) => {
      const t = await uiStrings(language);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(second.title);
      const trail = page.getByRole('navigation', { name: t('sections.breadcrumb') });
      await expect(trail.getByRole('link', { name: listName })).toHaveAttribute('href', listPath);
      await expect(trail.locator('[aria-current="page"]')).toHaveText(second.company);
      await expect(page.locator('main dd')).toHaveText(figureTexts(second.metrics));
      for (const heading of [copy.labels.challenge, copy.labels.solution, copy.labels.results])
        await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
      await expect(page.getByText(second.challenge, { exact: true })).toBeVisible();
      await expect(page.getByText(second.solution, { exact: true })).toBeVisible();
      await expect(page.locator('main article ul > li')).toHaveText([...second.results]);
      await expect(page.locator('main blockquote')).toContainText(second.quote.text);
      await expect(page.locator(`main img[src="${second.cover.src}"]`)).toHaveAttribute('alt', second.cover.alt);
      // Every other case, in the order of cases.yaml, each link with its company's name.
      const more = page.getByRole('region', { name: copy.labels.moreCases }).getByRole('link');
      const others = cases.filter((candidate) => candidate !== second);
      expect(await more.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
        others.map((caseStudy) => pathTo('caseStudy', language, { slug: caseStudy.slug })),
      );
      for (const [index, caseStudy] of others.entries()) await expect(more.nth(index)).toContainText(caseStudy.company);
      await expect(page.getByRole('main').getByRole('link', { name: copy.caseCta.cta })).toHaveAttribute(
        'href',
        pathTo('demo', language),
      );
    });

    test('gives search engines an Article and its breadcrumb trail', async ({ page }) => {
      await page.goto(path);
      const blocks = await jsonLd(page);
      expect(blocks.get('Article')).toMatchObject({
        headline: second.title,
        description: second.summary,
        inLanguage: language,
        datePublished: `${second.published}T00:00:00Z`,
        image: `${siteConfig.origin}${second.cover.src}`,
        about: { '@type': 'Organization', name: second.company },
        mainEntityOfPage: `${siteConfig.origin}${path}`,
      });
      const trail = blocks.get('BreadcrumbList')?.itemListElement as { name: string; item: string }[];
      expect(trail.map((crumb) => crumb.item)).toEqual([
        `${siteConfig.origin}${pathTo('home', language)}`,
        `${siteConfig.origin}${listPath}`,
        `${siteConfig.origin}${path}`,
      ]);
      expect(trail.at(-1)?.name).toBe(second.company);
    });

    test('an address that names no case study is not found', async ({ page }) => {
      const missing = pathTo('caseStudy', language, { slug: 'no-such-case' });
      expect((await page.goto(missing))?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.getByText('404', { exact: true })).toBeVisible();
      await expect(page).toHaveURL(missing);
    });

    test('the language menu leads to the same case in the other language', async ({ page }) => {
      const counterpart = otherCases.find((candidate) => candidate.translationKey === second.translationKey);
      if (!counterpart) throw new Error(`No ${other} counterpart of ${second.translationKey}`);
      const t = await uiStrings(language);
      await page.goto(path);
      await waitForHydration(page);
      await page.getByRole('button', { name: t('header.languageMenu') }).click();
      await page.getByRole('menuitem', { name: LANGUAGE_NAMES[other] }).click();
      await expect(page).toHaveURL(pathTo('caseStudy', other, { slug: counterpart.slug }));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(counterpart.title);
    });
  });
}

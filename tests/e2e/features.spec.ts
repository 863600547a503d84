import { expect, test, type Page } from '@playwright/test';
import type { SectionOf, SectionType } from '../../src/content/schemas/sections';
import featurePages from '../../src/generated/features';
import englishStrings from '../../src/generated/locales/en';
import { fillPath, pathTo } from '../../src/routes/paths';
import { siteRoutes } from '../../src/routes/route-list';
import { waitForHydration } from './page-checks';

type FeaturePage = (typeof featurePages)[number];

/** A feature page of the generated content, by language and translationKey. */
function featurePage(language: FeaturePage['language'], key: string): FeaturePage {
  const page = featurePages.find((candidate) => candidate.language === language && candidate.translationKey === key);
  if (!page) throw new Error(`No ${language} feature page with translationKey ${key}`);
  return page;
}

function sectionOf<Type extends SectionType>(page: FeaturePage, type: Type): SectionOf<Type> {
  const section = page.sections.find((candidate): candidate is SectionOf<Type> => candidate.type === type);
  if (!section) throw new Error(`${page.language}/${page.slug} has no ${type} section`);
  return section;
}

const pathOf = (page: FeaturePage) => fillPath('featureDetail', page.language, { slug: page.slug });

async function jsonLd(page: Page, type: string): Promise<Record<string, unknown>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const found = blocks
    .map((block) => JSON.parse(block) as Record<string, unknown>)
    .find((data) => data['@type'] === type);
  if (!found) throw new Error(`No ${type} JSON-LD`);
  return found;
}

for (const language of ['en', 'it'] as const) {
  const screening = featurePage(language, 'cv-screening');

  test(`the ${language} CV screening page shows its sections, breadcrumbs and the way to the demo`, async ({
    page,
  }) => {
    await page.goto(pathOf(screening));
    const hero = sectionOf(screening, 'hero');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.heading);
    const breadcrumbs = page.locator('main nav').first();
    await expect(breadcrumbs.getByRole('link').first()).toHaveAttribute('href', pathTo('home', language));
    await expect(breadcrumbs.getByRole('link').nth(1)).toHaveAttribute('href', pathTo('features', language));
    await expect(breadcrumbs.locator('[aria-current="page"]')).toHaveText(screening.meta.breadcrumb ?? '');

    for (const card of sectionOf(screening, 'featureGrid').cards) {
      await expect(page.getByRole('heading', { level: 3, name: card.title })).toBeVisible();
    }
    // Each figure in the stats list itself: the same words may recur in the page's prose.
    for (const item of sectionOf(screening, 'stats').items)
      await expect(page.locator('main dl dd').getByText(item.value, { exact: true })).toBeVisible();

    const cta = sectionOf(screening, 'callToAction');
    await expect(
      page.getByRole('region', { name: cta.heading }).getByRole('link', { name: cta.label }),
    ).toHaveAttribute('href', pathTo('demo', language));

    const trail = await jsonLd(page, 'BreadcrumbList');
    expect((trail.itemListElement as { item: string }[]).map((item) => new URL(item.item).pathname)).toEqual([
      pathTo('home', language),
      pathTo('features', language),
      pathOf(screening),
    ]);
    const faq = await jsonLd(page, 'FAQPage');
    expect((faq.mainEntity as { name: string }[]).map((question) => question.name)).toEqual(
      sectionOf(screening, 'faq').items.map((item) => item.question),
    );
  });
}

test('the smart search page shows its example candidates and saved search', async ({ page }) => {
  const search = featurePage('en', 'smart-search');
  const example = sectionOf(search, 'searchExample');
  await page.goto(pathOf(search));
  const figure = page.locator('figure').filter({ hasText: example.query });
  await expect(figure).toContainText(example.savedSearch);
  for (const candidate of example.candidates) {
    await expect(figure.getByText(candidate.role, { exact: true })).toBeVisible();
    await expect(figure).toContainText(
      englishStrings.sections.yearsOfExperience_other.replace('{{count}}', String(candidate.years)),
    );
  }
  await expect(figure.locator('figcaption')).toHaveText(example.caption);
});

test('the FAQ keeps one answer open at a time and closes it again', async ({ page }) => {
  const screening = featurePage('en', 'cv-screening');
  const [first, second] = sectionOf(screening, 'faq').items;
  if (!first || !second) throw new Error('the FAQ needs two questions');
  await page.goto(pathOf(screening));
  const question = (text: string) => page.locator('summary', { hasText: text });
  const answer = (text: string) => page.getByText(text, { exact: true });

  await expect(answer(first.answer)).toBeHidden();
  await question(first.question).click();
  await expect(answer(first.answer)).toBeVisible();
  await question(second.question).click();
  await expect(answer(second.answer)).toBeVisible();
  await expect(answer(first.answer)).toBeHidden();
  await question(second.question).click();
  await expect(answer(second.answer)).toBeHidden();

  // The keyboard works the same: a question is a native disclosure button.
  await question(first.question).focus();
  await page.keyboard.press('Enter');
  await expect(answer(first.answer)).toBeVisible();
  await page.keyboard.press('Space');
  await expect(answer(first.answer)).toBeHidden();
});

test('the language menu on a feature page leads to its translation', async ({ page }) => {
  const english = featurePage('en', 'email-whatsapp-automation');
  const italian = featurePage('it', 'email-whatsapp-automation');
  await page.goto(pathOf(english));
  await waitForHydration(page);
  await page.getByRole('button', { name: /Language/ }).click();
  await page.getByRole('menuitem', { name: 'Italiano' }).click();
  await expect(page).toHaveURL(pathOf(italian));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sectionOf(italian, 'hero').heading);
});

test('the overview links every feature page of its language', async ({ page }) => {
  for (const language of ['en', 'it'] as const) {
    await page.goto(pathTo('features', language));
    const hrefs = await page
      .locator('main a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const features = siteRoutes().filter((route) => route.pageId === 'featureDetail' && route.language === language);
    expect(features.length).toBeGreaterThan(0);
    for (const route of features) expect(hrefs).toContain(route.path);
    expect(hrefs).toContain(pathTo('demo', language));
  }
});

test('an unknown feature is not found, and stays so once hydrated', async ({ page }) => {
  for (const path of ['/en/features/no-such-feature/', '/it/funzionalita/funzionalita-inesistente/']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(path);
  }
});

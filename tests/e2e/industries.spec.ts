import { expect, test, type Page } from '@playwright/test';
import type { Section, SectionOf, SectionPage, SectionType } from '../../src/content/schemas/sections';
import { loaders as featuresOverviewContent } from '../../src/generated/features-overview';
import industryPages from '../../src/generated/industries';
import englishStrings from '../../src/generated/locales/en';
import italianStrings from '../../src/generated/locales/it';
import { loaders as overviewContent } from '../../src/generated/recruiting-software';
import { LANGUAGES, type Language } from '../../src/i18n/languages';
import { absoluteUrl, fillPath, pathTo } from '../../src/routes/paths';
import { waitForHydration } from './page-checks';

const strings = { en: englishStrings, it: italianStrings } satisfies Record<Language, unknown>;

/** The first section of a type on a page, as its content file gives it. */
function sectionOf<Type extends SectionType>(page: SectionPage, type: Type): SectionOf<Type> {
  const found = page.sections.find((section: Section): section is SectionOf<Type> => section.type === type);
  if (!found) throw new Error(`No ${type} section`);
  return found;
}

const industriesIn = (language: Language) => industryPages.filter((page) => page.language === language);
const industryPath = (page: (typeof industryPages)[number]) =>
  fillPath('industryDetail', page.language, { slug: page.slug });

/** The names and addresses of the page's BreadcrumbList JSON-LD. */
async function breadcrumbs(page: Page): Promise<{ name: string; item: string }[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const list = blocks
    .map((text) => JSON.parse(text) as { '@type': string; itemListElement?: { name: string; item: string }[] })
    .find((block) => block['@type'] === 'BreadcrumbList');
  return (list?.itemListElement ?? []).map(({ name, item }) => ({ name, item }));
}

for (const language of LANGUAGES) {
  test.describe(`industry pages (${language})`, () => {
    test('each shows its themes and its claims, leads to the demo and sits below the overview', async ({ page }) => {
      const overview = (await overviewContent[language]()).default;
      // However many content/industries/ holds; none would leave this test nothing to check.
      expect(industriesIn(language).length).toBeGreaterThan(0);
      for (const industry of industriesIn(language)) {
        await page.goto(industryPath(industry));
        const main = page.locator('main');
        await expect(page.locator('h1')).toHaveText(sectionOf(industry, 'hero').heading);
        // The claims: each figure with what it measures and its basis ("as customers report").
        for (const claim of sectionOf(industry, 'stats').items) {
          expect(claim.label).toBeTruthy();
          const figure = main.locator('dl > div').filter({ has: page.locator('dt', { hasText: claim.label }) });
          await expect(figure.locator('dd').first()).toHaveText(claim.value);
          // A falling figure is set with the minus sign (typography.ts): "−40%", never "-40%".
          await expect(figure.locator('dd').first()).not.toHaveText(/^-\d/);
          await expect(figure).toContainText(claim.basis ?? '');
        }
        for (const card of sectionOf(industry, 'featureGrid').cards)
          await expect(main.getByRole('heading', { level: 3, name: card.title })).toBeVisible();
        // The hero's first button and the closing band lead to the demo page.
        const demo = pathTo('demo', language);
        const [heroButton] = sectionOf(industry, 'hero').actions ?? [];
        expect(heroButton?.page).toBe('demo');
        await expect(main.getByRole('link', { name: heroButton?.label }).first()).toHaveAttribute('href', demo);
        const closing = sectionOf(industry, 'callToAction');
        await expect(main.getByRole('link', { name: closing.label }).last()).toHaveAttribute('href', demo);
        const trail = await breadcrumbs(page);
        expect(trail.slice(1)).toEqual([
          { name: overview.meta.breadcrumb, item: absoluteUrl(pathTo('recruitingSoftware', language)) },
          { name: industry.meta.breadcrumb, item: absoluteUrl(industryPath(industry)) },
        ]);
        const crumbs = page.getByRole('navigation', { name: strings[language].sections.breadcrumb });
        await expect(crumbs.getByRole('link', { name: overview.meta.breadcrumb })).toHaveAttribute(
          'href',
          pathTo('recruitingSoftware', language),
        );
      }
    });

    test('the overview links every industry page and the features, and asks for a demo', async ({ page }) => {
      const overview = (await overviewContent[language]()).default;
      await page.goto(pathTo('recruitingSoftware', language));
      const main = page.locator('main');
      const cards = overview.sections
        .filter((section): section is SectionOf<'linkCards'> => section.type === 'linkCards')
        .flatMap((section) => section.cards);
      for (const industry of industriesIn(language)) {
        const card = cards.find((candidate) => candidate.link.key === industry.translationKey);
        expect(card, industry.slug).toBeDefined();
        await expect(main.getByRole('link', { name: card?.title, exact: true })).toHaveAttribute(
          'href',
          industryPath(industry),
        );
      }
      // The feature cards lead to the features overview.
      const featureCards = cards.filter((card) => card.link.page === 'features');
      expect(featureCards.length).toBeGreaterThan(0);
      for (const card of featureCards)
        await expect(main.getByRole('link', { name: card.title, exact: true })).toHaveAttribute(
          'href',
          pathTo('features', language),
        );
      await expect(main.getByRole('link', { name: sectionOf(overview, 'callToAction').label }).last()).toHaveAttribute(
        'href',
        pathTo('demo', language),
      );
      // A claim of the overview, as the content words it.
      const [firstClaim] = sectionOf(overview, 'stats').items;
      await expect(main.locator('dl')).toContainText(firstClaim?.value ?? '');
    });

    test('the features overview leads to four industries, and IT and consulting to the demo', async ({ page }) => {
      const features = (await featuresOverviewContent[language]()).default;
      await page.goto(pathTo('features', language));
      const solutions = features.sections
        .filter((section): section is SectionOf<'linkCards'> => section.type === 'linkCards')
        .find((section) => section.cards.some((card) => card.link.page === 'industryDetail'));
      const industryCards = (solutions?.cards ?? []).filter((card) => card.link.page === 'industryDetail');
      expect(industryCards.map((card) => card.link.key).sort()).toEqual(
        ['agencies-rpo', 'horeca', 'manufacturing', 'security'].sort(),
      );
      for (const card of industryCards) {
        const target = industriesIn(language).find((industry) => industry.translationKey === card.link.key);
        await expect(page.locator('main').getByRole('link', { name: card.title, exact: true })).toHaveAttribute(
          'href',
          target ? industryPath(target) : '',
        );
      }
      // Beside them, the sector without a page of its own (IT and consulting) leads to the demo.
      const toDemo = (solutions?.cards ?? []).filter((card) => card.link.page === 'demo');
      expect(toDemo).toHaveLength(1);
      await expect(page.locator('main').getByRole('link', { name: toDemo[0]?.title, exact: true })).toHaveAttribute(
        'href',
        pathTo('demo', language),
      );
    });
  });
}

// One test per page: each its own time allowance, and a failure names the page.
for (const industry of industryPages) {
  test(`the language menu on ${industryPath(industry)} leads to the same industry in the other language`, async ({
    page,
  }) => {
    const other = LANGUAGES.find((language) => language !== industry.language) ?? 'en';
    const counterpart = industryPages.find(
      (candidate) => candidate.language === other && candidate.translationKey === industry.translationKey,
    );
    if (!counterpart) throw new Error(`${industry.slug} has no counterpart`);
    await page.goto(industryPath(industry));
    await waitForHydration(page);
    await page.getByRole('button', { name: industry.language === 'en' ? /Language/ : /Lingua/ }).click();
    await page.getByRole('menuitem', { name: other === 'en' ? 'English' : 'Italiano' }).click();
    await expect(page).toHaveURL(industryPath(counterpart));
  });
}

test('an unknown industry address is not found', async ({ page }) => {
  const missing = fillPath('industryDetail', 'it', { slug: 'settore-inesistente' });
  expect((await page.goto(missing))?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(missing);
});

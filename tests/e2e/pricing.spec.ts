import { expect, test, type Locator, type Page } from '@playwright/test';
import calculator from '../../src/generated/calculator/en';
import comparisonEn from '../../src/generated/comparison/en';
import pricingEn from '../../src/generated/pricing/en';
import pricingIt from '../../src/generated/pricing/it';
import englishStrings from '../../src/generated/locales/en';
import { planForBand, pricedPlans } from '../../src/content/pricing-figures';
import type { Billing } from '../../src/pages/pricing/billing';
import { formatEuro } from '../../src/pages/pricing/format-euro';
import { bandLabel } from '../../src/pages/pricing/price-calculator';
import { formattedSaving, withSaving } from '../../src/pages/pricing/saving';
import { expectNoAxeViolations, waitForHydration, watchPage } from './page-checks';

// The plans, bands and categories are read from content/pricing/: a plan, a band or a category
// added there is checked here too (the spec's prices of particular plans are checked by
// src/pages/pricing/comparison-rules.test.ts).
const PRICING = { en: pricingEn, it: pricingIt } as const;
const PATHS = { en: '/en/pricing/', it: '/it/prezzi/' } as const;
const LANGUAGES = ['en', 'it'] as const;
type Language = (typeof LANGUAGES)[number];

const cards = (page: Page) => page.locator('#feature-comparison article');
const estimate = (page: Page) => page.getByTestId('calculator-estimate');
/** The radio of a billing; its name starts with the choice's label (the annual one adds the saving). */
const billingRadio = (page: Page, language: Language, billing: Billing) =>
  page.getByRole('radio', { name: new RegExp(`^${PRICING[language].billing[billing]}`) });

/** In `scope`, the price of `billing` shows and the other billing's is hidden (CSS, before or after scripts). */
async function expectPriceShown(
  scope: Locator,
  prices: { annual: number; monthly: number },
  billing: Billing,
  language: Language,
) {
  const other: Billing = billing === 'annual' ? 'monthly' : 'annual';
  await expect(scope.getByText(formatEuro(prices[billing], language), { exact: true })).toBeVisible();
  await expect(scope.getByText(formatEuro(prices[other], language), { exact: true })).toBeHidden();
}

/** Every priced plan's card shows the price of `billing`, with its unit and VAT note, and not the other. */
async function expectPlanPrices(page: Page, language: Language, billing: Billing) {
  const content = PRICING[language];
  for (const [index, plan] of content.plans.entries()) {
    if (typeof plan.price === 'string') continue;
    const card = cards(page).nth(index);
    await expectPriceShown(card, plan.price, billing, language);
    await expect(
      card.getByText(billing === 'annual' ? content.planLabels.billedAnnually : content.planLabels.billedMonthly),
    ).toBeVisible();
  }
}

/** The accordion button of each FAQ question, as the page shows it. */
const faqButtons = (page: Page) => page.locator('section[aria-labelledby="facts-title"] h3 button');

test.describe('the pricing page', () => {
  for (const language of LANGUAGES) {
    test.describe(language, () => {
      const content = PRICING[language];

      test('shows every plan in order with its price, unit and VAT, the highlighted one badged, features coming soon as marked', async ({
        page,
      }) => {
        await page.goto(PATHS[language]);
        await expect(cards(page).locator('h3')).toHaveText(content.plans.map((plan) => plan.name));
        const badge = cards(page).getByText(content.planLabels.mostPopular, { exact: true });
        await expect(badge).toHaveCount(content.plans.filter((plan) => plan.highlighted).length);
        for (const [index, plan] of content.plans.entries()) {
          const card = cards(page).nth(index);
          await expect(card).toHaveAttribute('data-highlighted', String(plan.highlighted));
          if (typeof plan.price === 'string') await expect(card).toContainText(plan.price);
          else
            await expect(
              card.getByText(`${content.planLabels.perUserPerMonth} ${content.planLabels.vat}`).first(),
            ).toBeVisible();
          const comingSoon = plan.features.filter((feature) => feature.comingSoon).length;
          await expect(card.getByText(content.planLabels.comingSoon)).toHaveCount(comingSoon);
        }
        await expectPlanPrices(page, language, 'annual');
        await expect(page.locator('#feature-comparison a[href^="https://calendar."]')).toHaveCount(
          content.plans.length,
        );
        await expect(page.getByRole('link', { name: content.demoLink })).toHaveAttribute('href', `/${language}/demo/`);
      });

      test('the billing switch by keyboard: arrows and Space choose, the address follows by replaceState, nothing moves', async ({
        page,
      }) => {
        const problems = watchPage(page);
        await page.goto(PATHS[language]);
        await waitForHydration(page);
        const annual = billingRadio(page, language, 'annual');
        const monthly = billingRadio(page, language, 'monthly');
        await expect(annual).toBeChecked();
        // The saving beside the annual choice is the one computed from the plans' prices.
        const saving = formattedSaving(content.plans, language) ?? '';
        await expect(annual).toHaveAccessibleName(new RegExp(`${withSaving(content.billing.saving, saving)}$`));
        const card = cards(page).nth(content.plans.findIndex((plan) => typeof plan.price !== 'string'));
        const before = await card.boundingBox();
        const calculatorBox = await estimate(page).boundingBox();
        const historyLength = await page.evaluate(() => window.history.length);

        await annual.focus();
        await page.keyboard.press('ArrowRight');
        await expect(monthly).toBeChecked();
        await expect(monthly).toBeFocused();
        await expectPlanPrices(page, language, 'monthly');
        expect(new URL(page.url()).searchParams.get('billing')).toBe('monthly');
        expect(await card.boundingBox()).toEqual(before);
        expect(await estimate(page).boundingBox()).toEqual(calculatorBox);

        await page.keyboard.press('ArrowLeft');
        await expect(annual).toBeChecked();
        await expectPlanPrices(page, language, 'annual');
        expect(new URL(page.url()).search).toBe('');

        await monthly.focus();
        await page.keyboard.press('Space');
        await expect(monthly).toBeChecked();
        expect(new URL(page.url()).searchParams.get('billing')).toBe('monthly');
        // replaceState: no entry was added to the history.
        expect(await page.evaluate(() => window.history.length)).toBe(historyLength);
        await expectNoAxeViolations(page);
        expect(problems).toEqual([]);
      });

      test('an address with ?billing=monthly opens on the monthly prices, and keeps it on reload', async ({ page }) => {
        await page.goto(`${PATHS[language]}?billing=monthly`);
        await waitForHydration(page);
        await expect(billingRadio(page, language, 'monthly')).toBeChecked();
        await expectPlanPrices(page, language, 'monthly');
        await page.reload();
        await waitForHydration(page);
        await expectPlanPrices(page, language, 'monthly');
      });

      test('the calculator follows the database size and the switch, with a plan’s own prices', async ({ page }) => {
        const problems = watchPage(page);
        await page.goto(PATHS[language]);
        await waitForHydration(page);
        const select = page.getByLabel(content.calculator.databaseSize);
        const bands = calculator.bands;
        // Every size has a band, the last open-ended ("More than …").
        await expect(select.locator('option')).toHaveText(
          bands.map((_, index) => bandLabel(bands, index, content.calculator, language)),
        );
        for (const billing of ['annual', 'monthly'] as const) {
          // As a visitor does: on the label, which holds the visually hidden radio.
          await billingRadio(page, language, billing).locator('xpath=..').click();
          await expect(billingRadio(page, language, billing)).toBeChecked();
          // Every band, the first last, so that each choice changes the estimate's source.
          for (const index of [...bands.keys()].slice(1).concat(0)) {
            await select.selectOption({ index });
            const band = bands[index];
            const plan = band && planForBand(band, content.plans);
            if (plan) {
              await expectPriceShown(estimate(page), plan.price, billing, language);
              await expect(estimate(page)).toContainText(content.calculator.fitsPlan.replace('{{plan}}', plan.name));
            } else await expect(estimate(page)).toContainText(content.calculator.customPrice);
          }
        }
        expect(problems).toEqual([]);
      });

      test('the pricing FAQ: questions open and close by keyboard, the saving filled in, stated as FAQPage JSON-LD', async ({
        page,
      }) => {
        await page.goto(PATHS[language]);
        await waitForHydration(page);
        const saving = formattedSaving(content.plans, language);
        const expected = content.facts.items.map((item) => ({
          question: withSaving(item.question, saving),
          answer: withSaving(item.answer, saving),
        }));
        await expect(faqButtons(page)).toHaveText(expected.map((item) => item.question));

        const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
        const faqPage = blocks
          .map((block) => JSON.parse(block) as Record<string, unknown>)
          .find((data) => data['@type'] === 'FAQPage');
        expect(faqPage?.mainEntity).toEqual(
          expected.map((item) => ({
            '@type': 'Question',
            name: item.question,
            acceptedAnswer: { '@type': 'Answer', text: item.answer },
          })),
        );

        // The question whose answer states the saving, opened and closed from the keyboard.
        const index = content.facts.items.findIndex((item) => item.answer.includes('{{saving}}'));
        expect(index).toBeGreaterThanOrEqual(0);
        const button = faqButtons(page).nth(index);
        const panel = page.getByRole('region', { name: expected[index]?.question });
        await button.focus();
        await page.keyboard.press('Enter');
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        await expect(panel).toHaveText(expected[index]?.answer ?? '');
        expect(saving).toBeDefined();
        expect(expected[index]?.answer).toContain(saving);
        await page.keyboard.press('Space');
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        await expect(panel).toBeHidden();
      });
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    for (const language of LANGUAGES) {
      test(`${language}: the annual prices show, and the switch still changes them and the calculator's, by CSS`, async ({
        page,
      }) => {
        const content = PRICING[language];
        await page.goto(PATHS[language]);
        await expectPlanPrices(page, language, 'annual');
        const firstBandPlan = calculator.bands[0] && planForBand(calculator.bands[0], content.plans);
        if (firstBandPlan) await expectPriceShown(estimate(page), firstBandPlan.price, 'annual', language);

        await page.getByText(content.billing.monthly, { exact: true }).click();
        await expect(billingRadio(page, language, 'monthly')).toBeChecked();
        await expectPlanPrices(page, language, 'monthly');
        if (firstBandPlan) await expectPriceShown(estimate(page), firstBandPlan.price, 'monthly', language);
        expect(pricedPlans(content.plans).length).toBeGreaterThan(0);
      });
    }
  });

  test('the comparison is a table of its categories in order, a column per plan', async ({ page }) => {
    await page.goto('/en/pricing/');
    const table = page.locator('#all-features table');
    await expect(table.locator('thead th')).toHaveText([
      PRICING.en.comparison.featureColumn,
      ...PRICING.en.plans.map((plan) => plan.name),
    ]);
    const categories = table.locator('th[scope="rowgroup"]');
    await expect(categories).toHaveText(comparisonEn.categories.map((category) => category.name));
    // Every row marks, in each plan's column, whether the row names the plan.
    const { included, notIncluded } = englishStrings.pricing;
    for (const row of comparisonEn.categories.flatMap((category) => category.rows)) {
      await expect(table.locator(`tr[data-row="${row.id}"] td`)).toHaveText(
        PRICING.en.plans.map((plan) => (row.plans.includes(plan.id) ? included : notIncluded)),
      );
    }
  });

  test('the comparison stays readable on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/en/pricing/#all-features');
    const region = page.getByRole('region', { name: englishStrings.pricing.tableRegion });
    await expect(region).toBeVisible();
    const [firstRow] = comparisonEn.categories.flatMap((category) => category.rows);
    const featureCell = page.locator(`tr[data-row="${firstRow?.id ?? ''}"] th`);
    const lastHeader = page.locator('#all-features thead th').last();
    const before = await featureCell.boundingBox();
    expect(before?.width).toBeLessThan(200);
    await region.evaluate((element) => {
      element.scrollLeft = element.scrollWidth;
    });
    const after = await featureCell.boundingBox();
    expect(after?.x).toBe(before?.x);
    // Scrolled to the end, the last plan's column sits beside the feature column, not under it.
    const last = await lastHeader.boundingBox();
    expect(last?.x).toBeGreaterThanOrEqual((after?.x ?? 0) + (after?.width ?? 0) - 1);
    expect((last?.x ?? 0) + (last?.width ?? 0)).toBeLessThanOrEqual(375);
  });
});

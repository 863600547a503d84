import { expect, test, type Page } from '@playwright/test';
import calculatorEn from '../../src/generated/calculator/en';
import comparisonEn from '../../src/generated/comparison/en';
import pricingEn from '../../src/generated/pricing/en';
import pricingIt from '../../src/generated/pricing/it';
import englishStrings from '../../src/generated/locales/en';
import { formatEuro } from '../../src/pages/pricing/format-euro';
import { isComingSoon } from '../../src/pages/pricing/plan-card';
import { waitForHydration } from './page-checks';

// The plans, bands and categories are read from content/pricing/: a plan, a band or a category
// added there is checked here too (the spec's prices of particular plans are checked by
// src/pages/pricing/comparison-rules.test.ts).
const PRICING = { en: pricingEn, it: pricingIt } as const;
const PATHS = { en: '/en/pricing/', it: '/it/prezzi/' } as const;

/** Each plan's card, in the content's order, shows its price, its badge if highlighted, and its coming-soon tags. */
async function expectPlanCards(page: Page, language: keyof typeof PRICING) {
  const content = PRICING[language];
  await page.goto(PATHS[language]);
  const cards = page.locator('#feature-comparison article');
  await expect(cards.locator('h3')).toHaveText(content.plans.map((plan) => plan.name));
  const badge = cards.getByText(content.planLabels.mostPopular, { exact: true });
  await expect(badge).toHaveCount(content.plans.filter((plan) => plan.highlighted).length);
  for (const [index, plan] of content.plans.entries()) {
    const card = cards.nth(index);
    await expect(card).toHaveAttribute('data-highlighted', String(plan.highlighted));
    if (typeof plan.price === 'number') {
      await expect(card).toContainText(formatEuro(plan.price, language));
      await expect(card).toContainText(content.planLabels.perUserPerMonth);
    } else await expect(card).toContainText(plan.price);
    // The agency plan, told apart by its name (site-core.md §3): its features past the third are coming soon.
    const comingSoon = plan.features.filter((_, feature) => isComingSoon(plan, feature)).length;
    await expect(card.getByText(content.planLabels.comingSoon)).toHaveCount(comingSoon);
  }
  return cards;
}

test.describe('the pricing page', () => {
  test('shows every plan in order with its price, the highlighted one badged, agency features coming soon', async ({
    page,
  }) => {
    const content = PRICING.en;
    await expectPlanCards(page, 'en');
    await expect(page.locator('#feature-comparison a[href^="https://calendar."]')).toHaveCount(content.plans.length);
    await expect(page.getByRole('link', { name: /demo/i }).first()).toHaveAttribute('href', '/en/demo/');
  });

  test('Italian prices and badges', async ({ page }) => {
    await expectPlanCards(page, 'it');
  });

  test('the calculator estimate follows the database size', async ({ page }) => {
    const content = PRICING.en;
    const bands = calculatorEn.bands;
    await page.goto('/en/pricing/');
    await waitForHydration(page);
    const estimate = page.getByTestId('calculator-estimate');
    const shown = (band: (typeof bands)[number] | undefined) =>
      band?.pricePerUser == null ? content.calculator.customPrice : formatEuro(band.pricePerUser, 'en');
    await expect(estimate).toHaveText(shown(bands[0]));
    const select = page.getByLabel(content.calculator.databaseSize);
    await expect(select.locator('option')).toHaveText(bands.map((band) => band.label));
    // Every band, the first last, so that each choice changes the estimate's source.
    for (const index of [...bands.keys()].slice(1).concat(0)) {
      await select.selectOption({ index });
      await expect(estimate).toHaveText(shown(bands[index]));
    }
    await expect(page.getByText(content.calculator.estimatedPrice)).toBeVisible();
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

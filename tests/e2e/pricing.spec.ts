import { expect, test } from '@playwright/test';
import calculatorEn from '../../src/generated/calculator/en';
import comparisonEn from '../../src/generated/comparison/en';
import pricingEn from '../../src/generated/pricing/en';
import pricingIt from '../../src/generated/pricing/it';
import { formatEuro } from '../../src/pages/pricing/format-euro';
import { waitForHydration } from './page-checks';

// The plans, bands and categories are read from content/pricing/: a band or a category added
// there is checked here too; the prices of particular plans (Starter 270, Growth 590) are the spec's.
const PRICING = { en: pricingEn, it: pricingIt } as const;

/** The agency plan's features past the third are "coming soon" (site-core.md §3). */
const comingSoonCount = (language: keyof typeof PRICING) =>
  Math.max(0, (PRICING[language].plans.find((plan) => plan.id === 'agency')?.features.length ?? 0) - 3);

test.describe('the pricing page', () => {
  test('shows the four plans with their prices, Growth as most popular, agency features coming soon', async ({
    page,
  }) => {
    const content = PRICING.en;
    await page.goto('/en/pricing/');
    const plans = page.locator('#feature-comparison article');
    await expect(plans).toHaveCount(content.plans.length);
    await expect(plans.nth(0)).toContainText('€270');
    await expect(plans.nth(1)).toContainText('€590');
    await expect(plans.nth(0)).toContainText(content.planLabels.perUserPerMonth);
    await expect(plans.nth(1)).toHaveAttribute('data-highlighted', 'true');
    await expect(plans.nth(1)).toContainText(content.planLabels.mostPopular);
    await expect(plans.filter({ hasText: content.planLabels.mostPopular })).toHaveCount(1);
    const agency = plans.filter({ has: page.getByRole('heading', { name: /Agency/ }) });
    await expect(agency.getByText(content.planLabels.comingSoon)).toHaveCount(comingSoonCount('en'));
    await expect(page.locator('#feature-comparison a[href^="https://calendar."]')).toHaveCount(content.plans.length);
    await expect(page.getByRole('link', { name: /demo/i }).first()).toHaveAttribute('href', '/en/demo/');
  });

  test('Italian prices and badges', async ({ page }) => {
    const content = PRICING.it;
    await page.goto('/it/prezzi/');
    const plans = page.locator('#feature-comparison article');
    await expect(plans.nth(0)).toContainText('270 €');
    await expect(plans.nth(1)).toContainText(content.planLabels.mostPopular);
    await expect(
      plans.filter({ has: page.getByRole('heading', { name: /Agenzia/ }) }).getByText(content.planLabels.comingSoon),
    ).toHaveCount(comingSoonCount('it'));
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
    const customLogo = table.locator('tr[data-row="custom-logo"] td');
    await expect(customLogo).toHaveText(['Not included', 'Not included', 'Not included', 'Included']);
    await expect(table.locator('tr[data-row="user-permissions"] td')).toHaveText([
      'Included',
      'Included',
      'Included',
      'Included',
    ]);
  });

  test('the comparison stays readable on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/en/pricing/#all-features');
    const region = page.getByRole('region', { name: 'Feature comparison table, scrolls sideways' });
    await expect(region).toBeVisible();
    const featureCell = page.locator('tr[data-row="custom-logo"] th');
    const agencyHeader = page.locator('#all-features thead th').last();
    const before = await featureCell.boundingBox();
    expect(before?.width).toBeLessThan(200);
    await region.evaluate((element) => {
      element.scrollLeft = element.scrollWidth;
    });
    const after = await featureCell.boundingBox();
    expect(after?.x).toBe(before?.x);
    // Scrolled to the end, the last plan's column sits beside the feature column, not under it.
    const agency = await agencyHeader.boundingBox();
    expect(agency?.x).toBeGreaterThanOrEqual((after?.x ?? 0) + (after?.width ?? 0) - 1);
    expect((agency?.x ?? 0) + (agency?.width ?? 0)).toBeLessThanOrEqual(375);
  });
});

import { expect, test } from '@playwright/test';
import { waitForHydration } from './page-checks';

test.describe('the pricing page', () => {
  test('shows the four plans with their prices, Growth as most popular, agency features coming soon', async ({
    page,
  }) => {
    await page.goto('/en/pricing/');
    const plans = page.locator('#feature-comparison article');
    await expect(plans).toHaveCount(4);
    await expect(plans.nth(0)).toContainText('€270');
    await expect(plans.nth(1)).toContainText('€590');
    await expect(plans.nth(0)).toContainText('per user / month');
    await expect(plans.nth(1)).toHaveAttribute('data-highlighted', 'true');
    await expect(plans.nth(1)).toContainText('Most popular');
    await expect(plans.filter({ hasText: 'Most popular' })).toHaveCount(1);
    const agency = plans.filter({ has: page.getByRole('heading', { name: /Agency/ }) });
    await expect(agency.getByText('Coming soon')).toHaveCount(2);
    await expect(page.locator('#feature-comparison a[href^="https://calendar."]')).toHaveCount(4);
    await expect(page.getByRole('link', { name: /demo/i }).first()).toHaveAttribute('href', '/en/demo/');
  });

  test('Italian prices and badges', async ({ page }) => {
    await page.goto('/it/prezzi/');
    const plans = page.locator('#feature-comparison article');
    await expect(plans.nth(0)).toContainText('270 €');
    await expect(plans.nth(1)).toContainText('Il più scelto');
    await expect(
      plans.filter({ has: page.getByRole('heading', { name: /Agenzia/ }) }).getByText('In arrivo'),
    ).toHaveCount(2);
  });

  test('the calculator estimate follows the database size', async ({ page }) => {
    await page.goto('/en/pricing/');
    await waitForHydration(page);
    const estimate = page.getByTestId('calculator-estimate');
    await expect(estimate).toHaveText('€270');
    const select = page.getByLabel('Size of your candidate database');
    await expect(select.locator('option')).toHaveCount(6);
    await select.selectOption({ index: 2 });
    await expect(estimate).toHaveText('€590');
    await select.selectOption({ index: 5 });
    await expect(estimate).toHaveText('Custom quote');
    await expect(page.getByText('Estimated price, billed annually')).toBeVisible();
  });

  test('the comparison is a table of the 11 categories in order, 5 columns', async ({ page }) => {
    await page.goto('/en/pricing/');
    const table = page.locator('#all-features table');
    await expect(table.locator('thead th')).toHaveText(['Feature', 'Starter', 'Growth', 'Enterprise', 'Agency']);
    const categories = table.locator('th[scope="rowgroup"]');
    await expect(categories).toHaveCount(11);
    await expect(categories.first()).toHaveText(/Candidate management/i);
    await expect(categories.nth(1)).toHaveText(/database/i);
    await expect(categories.nth(2)).toHaveText(/applicant tracking/i);
    await expect(categories.nth(9)).toHaveText(/support/i);
    await expect(categories.last()).toHaveText(/additional/i);
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

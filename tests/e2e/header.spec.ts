import { expect, test } from '@playwright/test';
import articleSummaries from '../../src/generated/articles/summaries';
import { waitForHydration } from './page-checks';

const longPage = `/en/articles/${articleSummaries.find((article) => article.language === 'en')?.slug ?? ''}/`;

test.describe('the header', () => {
  test('turns compact past 10 px, hides 1.5 s after scrolling down, returns on scrolling up', async ({ page }) => {
    await page.goto(longPage);
    await waitForHydration(page);
    const header = page.locator('header').first();
    await expect(header).toHaveAttribute('data-compact', 'false');

    await page.mouse.move(600, 600);
    await page.mouse.wheel(0, 600);
    await expect(header).toHaveAttribute('data-compact', 'true');
    await expect(header).toHaveAttribute('data-hidden', 'false');
    await expect(header).toHaveAttribute('data-hidden', 'true', { timeout: 3000 });

    await page.mouse.wheel(0, -200);
    await expect(header).toHaveAttribute('data-hidden', 'false');

    await page.evaluate(() => {
      window.scrollTo(0, 0);
    });
    await expect(header).toHaveAttribute('data-compact', 'false');
  });

  test('stays while the pointer is over it', async ({ page }) => {
    await page.goto(longPage);
    await waitForHydration(page);
    const header = page.locator('header').first();
    await page.mouse.move(600, 30);
    await page.evaluate(() => {
      window.scrollBy(0, 600);
    });
    await expect(header).toHaveAttribute('data-compact', 'true');
    await page.waitForTimeout(2000);
    await expect(header).toHaveAttribute('data-hidden', 'false');
  });

  test('the language menu works from the keyboard', async ({ page }) => {
    await page.goto('/en/articles/');
    await waitForHydration(page);
    const button = page.getByRole('button', { name: /Language/ });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('menuitem', { name: 'English' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Italiano' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'English' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(page.getByRole('menuitem', { name: 'Italiano' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();

    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('menuitem', { name: 'Italiano' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/it/articoli/');
  });

  test('a click outside closes the language menu', async ({ page }) => {
    await page.goto('/en/');
    await waitForHydration(page);
    const button = page.getByRole('button', { name: /Language/ });
    await button.click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.mouse.click(10, 600);
    await expect(page.getByRole('menu')).toBeHidden();
  });

  test('the logo leads home', async ({ page }) => {
    await page.goto('/it/articoli/');
    await page.getByRole('link', { name: 'Home page di Talvera' }).click();
    await expect(page).toHaveURL('/it/');
  });
});

test.describe('the mobile menu', () => {
  test.use({ viewport: { width: 390, height: 700 } });

  test('opens below the xl breakpoint, scrolls within 800 px and closes with Escape', async ({ page }) => {
    await page.goto('/en/');
    await waitForHydration(page);
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open the menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Main (mobile)' });
    await expect(menu).toBeVisible();
    const height = await menu.evaluate((element) => element.getBoundingClientRect().height);
    expect(height).toBeLessThanOrEqual(800);
    await expect(menu.getByRole('link', { name: 'Articles' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Italiano' })).toHaveAttribute('href', '/it/');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open the menu' })).toBeFocused();
  });
});

test.describe('the way to every page', () => {
  test('the Product menu leads to the features overview and the case studies, from the keyboard', async ({ page }) => {
    await page.goto('/it/prezzi/');
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Prodotto' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('End');
    await expect(page.getByRole('menuitem', { name: 'Casi studio' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    const overview = page.getByRole('menuitem', { name: 'Tutte le funzionalità' });
    await expect(overview).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/it/funzionalita/');
  });

  test("the footer lists every feature and industry page of the page's language", async ({ page }) => {
    await page.goto('/en/team/');
    const footer = page.locator('footer');
    for (const [column, overview] of [
      ['Features', '/en/features/'],
      ['Solutions by industry', '/en/product/recruiting-software/'],
    ] as const) {
      const links = footer.getByRole('heading', { name: column }).locator('xpath=..').getByRole('link');
      await expect(links.first()).toHaveAttribute('href', overview);
      expect(await links.count()).toBeGreaterThan(4);
      for (const href of await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href'))))
        expect(href).toMatch(/^\/en\/(features|product)\//);
    }
    await expect(footer.getByRole('link', { name: 'Integrations' })).toHaveAttribute('href', '/en/integrations/');
    await expect(footer.getByRole('link', { name: 'Case studies' })).toHaveAttribute('href', '/en/case-studies/');
  });
});

import { expect, test, type Page } from '@playwright/test';
import { loaders as directoryLoaders } from '../../src/generated/integrations';
import { loaders as pageLoaders } from '../../src/generated/integrations-page';
import { LANGUAGES, otherLanguages, type Language } from '../../src/i18n/languages';
import { pathTo } from '../../src/routes/paths';
import {
  filterIntegrations,
  searchableIntegrations,
  type IntegrationFilter,
} from '../../src/pages/integrations/search-integrations';
import { countText } from '../../src/pages/integrations/template';
import { expectNoAxeViolations, waitForHydration, watchPage } from './page-checks';

/** Searches that exercise case, accents and apostrophes on each language's own content. */
const SEARCHES: Record<Language, { cased: string; apostrophe: string }> = {
  en: { cased: 'CÀLENDAR', apostrophe: 'don’t' },
  it: { cased: 'CALENDÀRIO', apostrophe: 'un’assunzione' },
};
const NO_MATCH = 'zqxw-nothing';

for (const language of LANGUAGES) {
  test.describe(`the integrations page (${language})`, () => {
    const path = pathTo('integrations', language);

    /** The page's words and directory, read from the content, and what a filter should show. */
    async function fixture() {
      const [{ default: content }, { default: directory }] = await Promise.all([
        pageLoaders[language](),
        directoryLoaders[language](),
      ]);
      const searchable = searchableIntegrations(directory.integrations, directory.categories);
      const categoryIds = directory.categories.map((category) => category.id);
      const expected = (filter: IntegrationFilter) => filterIntegrations(searchable, categoryIds, filter);
      return { content, directory, expected };
    }

    const shownIds = (page: Page) =>
      page.locator('li[data-integration]').evaluateAll((items) => items.map((item) => item.dataset.integration));
    const status = (page: Page) => page.locator('main [role="status"]');
    const categoryChoice = (page: Page, label: string) =>
      page.getByRole('radio', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\d+$`) });
    /** Clicks a category's chip, as a visitor does (the radio itself is visually hidden). */
    const chooseCategory = (page: Page, label: string) =>
      page
        .locator('label')
        .filter({ has: categoryChoice(page, label) })
        .click();

    async function open(page: Page, search = '') {
      await page.goto(`${path}${search}`);
      await waitForHydration(page);
    }

    test('lists every integration in the HTML, without JavaScript', async ({ browser }) => {
      const { directory } = await fixture();
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.locator('li[data-integration]')).toHaveCount(directory.integrations.length);
      for (const integration of directory.integrations)
        await expect(page.getByRole('heading', { name: integration.name, exact: true })).toBeVisible();
      await context.close();
    });

    test('filters as the visitor types, ignoring case, accents and the kind of apostrophe', async ({ page }) => {
      const { content, expected } = await fixture();
      const problems = watchPage(page);
      await open(page);
      const search = page.getByRole('searchbox', { name: content.search.label });
      for (const query of [SEARCHES[language].cased, SEARCHES[language].apostrophe]) {
        const ids = expected({ query, category: null }).shown.map((item) => item.id);
        expect(ids.length, query).toBeGreaterThan(0);
        await search.fill('');
        await search.pressSequentially(query);
        await expect.poll(() => shownIds(page)).toEqual(ids);
        await expect(status(page)).toHaveText(countText(content.search.resultCount, ids.length, language));
        expect(new URL(page.url()).searchParams.get('q')).toBe(query);
      }
      expect(problems).toEqual([]);
    });

    test('counts the current search per category, and the category filter narrows the list', async ({ page }) => {
      const { content, directory, expected } = await fixture();
      await open(page);
      const query = SEARCHES[language].cased;
      await page.getByRole('searchbox', { name: content.search.label }).fill(query);
      const all = expected({ query, category: null });
      await expect(
        page.getByRole('radio', { name: `${content.search.allCategories} ${all.total}`, exact: true }),
      ).toBeChecked();
      for (const category of directory.categories) {
        const count = all.countByCategory.get(category.id) ?? 0;
        await expect(page.getByRole('radio', { name: `${category.label} ${count}`, exact: true })).toBeVisible();
      }
      const chosen = directory.categories.find((category) => (all.countByCategory.get(category.id) ?? 0) > 0);
      if (!chosen) throw new Error(`"${query}" matches no category`);
      await chooseCategory(page, chosen.label);
      const ids = expected({ query, category: chosen.id }).shown.map((item) => item.id);
      await expect.poll(() => shownIds(page)).toEqual(ids);
      expect(new URL(page.url()).searchParams.get('category')).toBe(chosen.id);
      // The chips still count the search in every category, not only the chosen one.
      await expect(page.getByRole('radio', { name: `${content.search.allCategories} ${all.total}` })).toBeVisible();
    });

    test('without a match, names the search text and clears the search', async ({ page }) => {
      const { content, directory } = await fixture();
      await open(page, `?category=${directory.categories[0]?.id ?? ''}`);
      const search = page.getByRole('searchbox', { name: content.search.label });
      await search.fill(NO_MATCH);
      const message = content.search.noMatch.replace('{{query}}', NO_MATCH);
      await expect(page.getByText(message)).toBeVisible();
      await expect(status(page)).toHaveText(message);
      await expect(page.locator('li[data-integration]')).toHaveCount(0);
      await page.getByRole('button', { name: content.search.clear }).click();
      await expect(page.locator('li[data-integration]')).toHaveCount(directory.integrations.length);
      await expect(search).toHaveValue('');
      await expect(search).toBeFocused();
      expect(new URL(page.url()).search).toBe('');
    });

    test('keeps the search and the category in the address, through a reload', async ({ page }) => {
      const { content, directory, expected } = await fixture();
      const query = SEARCHES[language].apostrophe;
      const match = expected({ query, category: null }).shown[0];
      const category = directory.categories.find((candidate) => candidate.id === match?.category);
      if (!category) throw new Error(`"${query}" matches nothing`);
      const search = `?q=${encodeURIComponent(query)}&category=${category.id}`;
      const ids = expected({ query, category: category.id }).shown.map((item) => item.id);
      await open(page, search);
      for (let load = 0; load < 2; load += 1) {
        await expect(page.getByRole('searchbox', { name: content.search.label })).toHaveValue(query);
        await expect(categoryChoice(page, category.label)).toBeChecked();
        await expect.poll(() => shownIds(page)).toEqual(ids);
        await page.reload();
        await waitForHydration(page);
      }
      expect(new URL(page.url()).search).toBe(search);
    });

    test('the language switch keeps the search and the category', async ({ page }) => {
      const { content, directory } = await fixture();
      const other = otherLanguages(language)[0] ?? 'en';
      const category = directory.categories[0];
      if (!category) throw new Error('the directory needs a category');
      await open(page);
      await page.getByRole('searchbox', { name: content.search.label }).fill('Google');
      await chooseCategory(page, category.label);
      await page.getByRole('button', { name: language === 'en' ? /Language/ : /Lingua/ }).click();
      await page.getByRole('menuitem', { name: other === 'en' ? 'English' : 'Italiano' }).click();
      await expect(page).toHaveURL(`${pathTo('integrations', other)}?q=Google&category=${category.id}`);
      await waitForHydration(page);
      const otherContent = (await pageLoaders[other]()).default;
      await expect(page.getByRole('searchbox', { name: otherContent.search.label })).toHaveValue('Google');
      await expect(page.locator('input[type="radio"]:checked')).toHaveValue(category.id);
    });

    test('works from the keyboard alone', async ({ page }) => {
      const { content, directory, expected } = await fixture();
      await open(page);
      const search = page.getByRole('searchbox', { name: content.search.label });
      await search.focus();
      await page.keyboard.type(NO_MATCH);
      await expect(page.getByRole('button', { name: content.search.clear })).toBeVisible();
      // Tab leaves the box for the category group (its chosen radio), then reaches the clear button.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('radio', { checked: true })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: content.search.clear })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(search).toBeFocused();
      // The arrow keys move through the categories, each filtering at once.
      await page.keyboard.press('Tab');
      await page.keyboard.press('ArrowRight');
      const first = directory.categories[0];
      if (!first) throw new Error('the directory needs a category');
      await expect(categoryChoice(page, first.label)).toBeFocused();
      await expect(categoryChoice(page, first.label)).toBeChecked();
      await expect
        .poll(() => shownIds(page))
        .toEqual(expected({ query: '', category: first.id }).shown.map((item) => item.id));
    });

    test('has no accessibility violations with a filter applied, or without a match', async ({ page }) => {
      const { directory } = await fixture();
      await open(page, `?q=a&category=${directory.categories[0]?.id ?? ''}`);
      await expect(page.locator('li[data-integration]').first()).toBeVisible();
      await expectNoAxeViolations(page);
      await open(page, `?q=${NO_MATCH}`);
      await expect(page.locator('li[data-integration]')).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  });
}

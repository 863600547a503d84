import { expect, test, type Page } from '@playwright/test';
import articleSummaries from '../../src/generated/articles/summaries';
import en from '../../src/generated/locales/en';
import it from '../../src/generated/locales/it';
import { LANGUAGES } from '../../src/i18n/languages';
import { builtArticles } from '../../src/pages/articles/built-articles';
import { pathTo } from '../../src/routes/paths';
import { siteRoutes } from '../../src/routes/route-list';
import { expectNoAxeViolations, tabTo, waitForHydration, watchPage } from './page-checks';

const STRINGS = { en: en.articleSearch, it: it.articleSearch };
const NONSENSE = 'qwxzvkjh';
/** What the search loads when the visitor reaches for it: its index, and its code with MiniSearch. */
const SEARCH_REQUEST = /article-search-[a-z]+-[0-9a-f]+\.json|search-results-[\w-]+\.js|minisearch/;

for (const language of LANGUAGES) {
  test.describe(`the article search (${language})`, () => {
    const strings = STRINGS[language];
    const articles = builtArticles(articleSummaries, siteRoutes(), language);
    const listPath = pathTo('articles', language);
    const box = (page: Page) => page.getByRole('searchbox', { name: strings.label });
    const results = (page: Page) => page.getByRole('list', { name: strings.resultsLabel });

    async function open(page: Page, path = listPath) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(box(page)).toBeEnabled();
    }

    test('loads its index and code only when the box is focused', async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      await open(page);
      await page.waitForLoadState('networkidle');
      expect(requested.filter((url) => SEARCH_REQUEST.test(url))).toEqual([]);
      expect(
        await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((l) => l.outerHTML)),
      ).not.toContainEqual(expect.stringMatching(/search-results/));

      const index = page.waitForResponse((response) => /article-search-[a-z]+-[0-9a-f]+\.json$/.test(response.url()));
      const code = page.waitForResponse((response) => /search-results-[\w-]+\.js$/.test(response.url()));
      await box(page).focus();
      expect((await index).status()).toBe(200);
      expect((await code).status()).toBe(200);
      expect((await index).url()).toContain(`article-search-${language}-`);
    });

    test('finds an article by words of its title, and its link leads there', async ({ page }) => {
      const problems = watchPage(page);
      const [article] = articles;
      if (!article) throw new Error(`no ${language} article to find`);
      await open(page);
      await box(page).fill(article.title);
      const link = results(page).getByRole('link').first();
      await expect(link).toContainText(article.title);
      await expect(link).toContainText(article.excerpt);
      await expect(page.locator('main [role="status"]')).toHaveText(/\d/);
      await expectNoAxeViolations(page);
      await link.click();
      await expect(page).toHaveURL(`${listPath}${article.slug}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
      expect(problems).toEqual([]);
    });

    test('finds a word from its start, with a typo, without its accents', async ({ page }) => {
      const [article] = articles;
      if (!article) throw new Error(`no ${language} article to find`);
      const longest = article.title
        .split(/[\s\p{P}]+/u)
        .reduce((longer, word) => (word.length > longer.length ? word : longer), '');
      expect(longest.length).toBeGreaterThanOrEqual(6);
      await open(page);
      const titles = results(page).getByRole('link');
      await box(page).fill(longest.slice(0, 4));
      await expect(titles.filter({ hasText: article.title })).toHaveCount(1);
      // Two letters swapped in the middle of the word.
      const typo = `${longest.slice(0, 2)}${longest[3]}${longest[2]}${longest.slice(4)}`;
      await box(page).fill(typo.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase());
      await expect(titles.filter({ hasText: article.title })).toHaveCount(1);
    });

    test('says so when nothing matches', async ({ page }) => {
      await open(page);
      await box(page).fill(NONSENSE);
      const message = strings.noResults.replace('{{query}}', NONSENSE);
      await expect(page.locator('main').getByText(message, { exact: true })).toBeVisible();
      await expect(page.locator('main [role="status"]')).toHaveText(message);
      await expect(page.getByText(strings.noResultsHint)).toBeVisible();
      await expect(results(page)).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    test('is usable from the keyboard', async ({ page }) => {
      await open(page);
      // Tab from the skip link onwards until the box has focus, as a keyboard user gets there.
      await tabTo(page, box(page));
      await expect(box(page)).toBeFocused();
      await page.keyboard.type(articles[0]?.title.split(' ')[0] ?? '');
      const links = results(page).getByRole('link');
      await expect(links.first()).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(links.first()).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(box(page)).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(links.first()).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(box(page)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(box(page)).toHaveValue('');
      await expect(results(page)).toHaveCount(0);
      await box(page).fill(articles[0]?.title ?? '');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`${listPath}${articles[0]?.slug}/`);
    });

    test('says when the index cannot load, and tries again on the next focus', async ({ page }) => {
      await open(page);
      await page.route(/article-search-[a-z]+-[0-9a-f]+\.json$/, (route) => route.abort());
      await box(page).focus();
      await expect(page.locator('main [role="status"]')).toHaveText(strings.failed);
      await page.unroute(/article-search-[a-z]+-[0-9a-f]+\.json$/);
      await box(page).blur();
      await box(page).fill(NONSENSE);
      await expect(page.locator('main [role="status"]')).toHaveText(strings.noResults.replace('{{query}}', NONSENSE));
    });

    test('is on the list’s later pages too', async ({ page }) => {
      await open(page, pathTo('articlesPage', language, { page: '2' }));
      await box(page).fill(NONSENSE);
      await expect(page.locator('main [role="status"]')).toHaveText(strings.noResults.replace('{{query}}', NONSENSE));
    });

    test('shows a disabled box without JavaScript, not a broken one', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(listPath);
      await expect(box(page)).toBeDisabled();
      await context.close();
    });
  });
}

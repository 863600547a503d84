import { expect, test } from '@playwright/test';
import articleSummaries from '../../src/generated/articles/summaries';
import { waitForHydration } from './page-checks';

const english = articleSummaries.filter((article) => article.language === 'en');
const italian = articleSummaries.filter((article) => article.language === 'it');

test.describe('the article list', () => {
  test('shows only the articles of the page language, each with its card', async ({ page }) => {
    await page.goto('/it/articoli/');
    const cards = page.locator('main article');
    await expect(cards).toHaveCount(italian.length);
    for (const article of italian) {
      const card = cards.filter({ hasText: article.title });
      await expect(card.locator('time')).toHaveAttribute('datetime', article.date);
      await expect(card).toContainText(`${article.readTime} min di lettura`);
      await expect(card).toContainText(article.excerpt);
      await expect(card.getByRole('link', { name: `Leggi l'articolo: ${article.title}` })).toHaveAttribute(
        'href',
        `/it/articoli/${article.slug}/`,
      );
    }
  });

  test('replaces a cover that fails to load with the placeholder', async ({ page }) => {
    await page.route('**/images/articles/ats-evolution.svg', (route) => route.abort());
    await page.goto('/en/articles/');
    await waitForHydration(page);
    const card = page
      .locator('main article')
      .filter({ hasText: english.find((article) => article.coverImage.endsWith('ats-evolution.svg'))?.title ?? '' });
    await expect(card.locator('img')).toHaveAttribute('src', '/images/articles/placeholder.svg');
  });
});

test.describe('an article page', () => {
  const article = english[0];
  if (!article) throw new Error('The e2e tests need at least one English article');

  test('shows title, date, reading time, cover, body, related articles and the way back', async ({ page }) => {
    await page.goto(`/en/articles/${article.slug}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect(page.locator('main time').first()).toHaveAttribute('datetime', article.date);
    await expect(page.locator('main')).toContainText(`${article.readTime} min read`);
    await expect(page.locator('.article-body h2').first()).toHaveAttribute('id', /.+/);
    const related = page.getByRole('region', { name: 'Related articles' }).locator('article');
    await expect(related).toHaveCount(Math.min(2, english.length - 1));
    await expect(related.filter({ hasText: article.title })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to articles' })).toHaveAttribute('href', '/en/articles/');
    for (const network of ['LinkedIn', 'X', 'Facebook']) {
      await expect(page.getByRole('link', { name: new RegExp(`^${network}`) })).toHaveAttribute('href', /^https:\/\//);
    }
  });

  test('copies its link and says so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/it/articoli/${italian[0]?.slug ?? ''}/`);
    await waitForHydration(page);
    const messages: string[] = [];
    page.once('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Copia link' }).click();
    await expect.poll(() => messages).toEqual(['Link copiato negli appunti!']);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      new RegExp(`/it/articoli/${italian[0]?.slug ?? ''}/$`),
    );
  });

  test('an unknown slug is replaced by the list', async ({ page }) => {
    await page.goto('/en/articles/no-such-article/');
    await expect(page).toHaveURL('/en/articles/');
    await page.goto('/it/articoli/articolo-inesistente');
    await expect(page).toHaveURL('/it/articoli/');
  });

  test('an unknown language is replaced by the English list', async ({ page }) => {
    await page.goto(`/fr/articles/${article.slug}/`);
    await expect(page).toHaveURL('/en/articles/');
  });
});

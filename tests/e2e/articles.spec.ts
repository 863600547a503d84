import { expect, test } from '@playwright/test';
import { siteConfig } from '../../src/config';
import articleSummaries from '../../src/generated/articles/summaries';
import { waitForHydration } from './page-checks';
import { typographic } from '../normalize-typography';

const english = articleSummaries.filter((article) => article.language === 'en');
const italian = articleSummaries.filter((article) => article.language === 'it');

test.describe('the article list', () => {
  const perPage = siteConfig.articlesPerPage;
  const lastPage = Math.ceil(italian.length / perPage);

  test('shows only the articles of the page language, each with its card, page by page', async ({ page }) => {
    // The test build makes one card a page (package.json), so the real articles fill several.
    expect(lastPage).toBeGreaterThan(1);
    const seen: string[] = [];
    await page.goto('/it/articoli/');
    for (let number = 1; ; number += 1) {
      const cards = page.locator('main article');
      const expected = italian.slice((number - 1) * perPage, number * perPage);
      await expect(cards).toHaveCount(expected.length);
      for (const article of expected) {
        const card = cards.filter({ hasText: article.title });
        await expect(card.locator('time')).toHaveAttribute('datetime', article.date);
        await expect(card).toContainText(`${article.readTime} min di lettura`);
        await expect(card).toContainText(article.excerpt);
        await expect(
          card.getByRole('link', { name: typographic(`Leggi l'articolo: ${article.title}`) }),
        ).toHaveAttribute('href', `/it/articoli/${article.slug}/`);
        seen.push(article.slug);
      }
      const pages = page.getByRole('navigation', { name: typographic("Pagine dell'elenco") });
      await expect(pages.getByRole('link', { name: `Pagina ${number}` })).toHaveAttribute('aria-current', 'page');
      const next = pages.getByRole('link', { name: 'Pagina successiva' });
      if (number === lastPage) {
        await expect(next).toHaveCount(0);
        break;
      }
      // A real link, followed from the keyboard.
      await next.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`/it/articoli/pagina/${number + 1}/`);
      await expect(page.locator('h1')).toContainText(`pagina ${number + 1} di ${lastPage}`);
    }
    expect(seen).toEqual(italian.map((article) => article.slug));
  });

  test('a later page is its own canonical, with no language alternates, and leads back', async ({ page }) => {
    await page.goto('/en/articles/page/2/');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/articles\/page\/2\/$/);
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
    const pages = page.getByRole('navigation', { name: 'Pages of the list' });
    await expect(pages.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/en/articles/');
    await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/en/articles/');
  });

  test('page 1 lives only at the list address', async ({ request, page }) => {
    const response = await request.get('/en/articles/page/1/', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/en/articles/');
    await page.goto('/it/articoli/pagina/1/');
    await expect(page).toHaveURL('/it/articoli/');
  });

  test('a page past the last is not found, not replaced by the list', async ({ request, page }) => {
    const past = `/en/articles/page/${Math.ceil(english.length / perPage) + 1}/`;
    expect((await request.get(past)).status()).toBe(404);
    await page.goto(past);
    await expect(page.locator('h1')).toHaveText('Page Not Found');
    await expect(page).toHaveURL(past);
  });

  test('replaces a cover that fails to load with the placeholder', async ({ page }) => {
    await page.route('**/images/articles/ats-evolution.svg', (route) => route.abort());
    const index = english.findIndex((article) => article.coverImage.endsWith('ats-evolution.svg'));
    const number = Math.floor(index / perPage) + 1;
    await page.goto(number === 1 ? '/en/articles/' : `/en/articles/page/${number}/`);
    await waitForHydration(page);
    const card = page.locator('main article').filter({ hasText: english[index]?.title ?? '' });
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

  test('sends its body once, in the HTML, and keeps it through hydration', async ({ page, request }) => {
    const html = await (await request.get(`/en/articles/${article.slug}/`)).text();
    const routeData = /<script type="application\/json" id="route-data">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(routeData).toContain(article.slug);
    expect(routeData).not.toContain('"html"');
    await page.goto(`/en/articles/${article.slug}/`);
    const prerendered = await page.locator('#article-body').innerHTML();
    expect(prerendered.length).toBeGreaterThan(1000);
    await waitForHydration(page);
    expect(await page.locator('#article-body').innerHTML()).toBe(prerendered);
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

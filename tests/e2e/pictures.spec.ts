import { expect, test } from '@playwright/test';
import { findPicture } from '../../src/content/find-picture';
import articleSummaries from '../../src/generated/articles/summaries';
import { LANGUAGES } from '../../src/i18n/languages';
import { articlePath } from '../../src/pages/article/article-path';

/** The articles whose cover is a photograph, which the build made into AVIF and WebP variants. */
const withPhotoCover = articleSummaries.flatMap((article) => {
  const variants = findPicture(article.pictures, 'articleCover', article.coverImage);
  return variants ? [{ article, variants }] : [];
});

test.describe('a photograph as an article cover', () => {
  test('exists in both languages, so the pipeline is exercised by every build', () => {
    for (const language of LANGUAGES) {
      expect(withPhotoCover.filter(({ article }) => article.language === language).length).toBeGreaterThan(0);
    }
  });

  for (const { article, variants } of withPhotoCover) {
    test(`${articlePath(article)} offers AVIF and WebP, sized, and fetched first; Chromium takes the AVIF`, async ({
      page,
    }) => {
      const avifResponse = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('.avif'));
      await page.goto(articlePath(article));
      const cover = page.locator('main article picture').first();
      await expect(cover.locator('source[type="image/avif"]')).toHaveAttribute('srcset', variants.avif);
      await expect(cover.locator('source[type="image/webp"]')).toHaveAttribute('srcset', variants.webp);
      await expect(cover.locator('source').first()).toHaveAttribute('sizes', /720px/);
      const image = cover.locator('img');
      await expect(image).toHaveAttribute('src', variants.src);
      await expect(image).toHaveAttribute('alt', article.coverAlt);
      await expect(image).toHaveAttribute('width', String(variants.width));
      await expect(image).toHaveAttribute('height', String(variants.height));
      await expect(image).toHaveAttribute('fetchpriority', 'high');
      await expect(image).not.toHaveAttribute('loading', /.*/);

      const response = await avifResponse;
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/avif');
      expect(response.headers()['cache-control']).toContain('immutable');
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
        .toBeGreaterThan(0);
      expect(await image.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(/\.avif$/);
    });

    test(`${articlePath(article)} previews with the JPEG, which exists`, async ({ page, request }) => {
      await page.goto(articlePath(article));
      const preview = await page.locator('meta[property="og:image"]').getAttribute('content');
      expect(preview).toMatch(new RegExp(`${variants.src.replace(/[.]/g, '\\.')}$`));
      await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', article.coverAlt);
      await expect(page.locator('meta[name="twitter:image:alt"]')).toHaveAttribute('content', article.coverAlt);
      const jpeg = await request.get(variants.src);
      expect(jpeg.status()).toBe(200);
      expect(jpeg.headers()['content-type']).toBe('image/jpeg');
    });
  }

  test('on the article list, the first card’s cover is fetched first and the others lazily', async ({ page }) => {
    await page.goto('/en/articles/');
    const covers = page.locator('main article img');
    await expect(covers.first()).toHaveAttribute('fetchpriority', 'high');
    const count = await covers.count();
    for (let index = 1; index < count; index++) await expect(covers.nth(index)).toHaveAttribute('loading', 'lazy');
  });
});

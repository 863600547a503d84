import { expect, test } from '@playwright/test';

/** The agency article, renamed in both languages (copy review U16), with its old slug in `redirectFrom`. */
const RENAMED = [
  {
    language: 'en',
    from: '/en/articles/staffing-agencies-ai-database-mining',
    to: '/en/articles/staffing-agencies-ai-candidate-database/',
    title: /staffing agencies/i,
  },
  {
    language: 'it',
    from: '/it/articoli/agenzie-per-il-lavoro-ai-database-mining',
    to: '/it/articoli/agenzie-per-il-lavoro-valorizzare-database-candidati/',
    title: /agenzie per il lavoro/i,
  },
] as const;

test.describe('renamed articles', () => {
  for (const { language, from, to, title } of RENAMED) {
    test(`${language}: the old slug answers 301 to the renamed article, which answers 200`, async ({ request }) => {
      for (const address of [from, `${from}/`]) {
        const response = await request.get(address, { maxRedirects: 0 });
        expect(response.status(), address).toBe(301);
        expect(response.headers().location, address).toBe(to);
      }
      const page = await request.get(to, { maxRedirects: 0 });
      expect(page.status()).toBe(200);
      // The canonical is the new address: search engines move their link to it.
      const canonical = /<link (?:data-rh="true" )?rel="canonical" href="([^"]*)"/.exec(await page.text())?.[1] ?? '';
      expect(new URL(canonical).pathname).toBe(to);
    });

    test(`${language}: a visitor following the old link reads the renamed article`, async ({ page }) => {
      const response = await page.goto(from);
      await expect(page).toHaveURL(to);
      expect(response?.status()).toBe(200);
      expect(response?.request().redirectedFrom()?.url()).toMatch(new RegExp(`${from}/?$`));
      await expect(page.locator('h1')).toHaveText(title);
      // A published article carries no draft or scheduled banner.
      await expect(page.locator('[data-publication-status]')).toHaveCount(0);
    });
  }

  test('the old slug under the other language’s segment still lands, through both redirects', async ({ request }) => {
    const first = await request.get('/en/articoli/staffing-agencies-ai-database-mining', { maxRedirects: 0 });
    expect(first.status()).toBe(301);
    expect(first.headers().location).toBe('/en/articles/staffing-agencies-ai-database-mining');
    const second = await request.get(first.headers().location ?? '', { maxRedirects: 0 });
    expect(second.status()).toBe(301);
    expect(second.headers().location).toBe('/en/articles/staffing-agencies-ai-candidate-database/');
  });
});

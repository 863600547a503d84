import { expect, test, type APIResponse } from '@playwright/test';
import { IMMUTABLE, REVALIDATE, RSS_CONTENT_TYPE, securityHeaders } from '../../scripts/postbuild/headers';
import { LANGUAGES } from '../../src/i18n/languages';
import { articlesFeedPath } from '../../src/pages/articles/feed-path';
import { siteRoutes } from '../../src/routes/route-list';

/**
 * What the host makes of dist/'s `_headers` and its not-found pages. playwright.config.ts runs
 * this against `npm start` and, as the `wrangler` project, against `wrangler pages dev`:
 * Cloudflare Pages' own runtime must answer as the Node server does.
 */

function expectSecurityHeaders(response: APIResponse, label: string) {
  const headers = response.headers();
  for (const [name, value] of securityHeaders()) expect(headers[name.toLowerCase()], `${label}: ${name}`).toBe(value);
}

/** The first route of each page of the route table, in each language, and the root page. */
const samples = [
  '/',
  ...new Map(siteRoutes().map((route) => [`${route.pageId} ${route.language}`, route.path])).values(),
];

test('every kind of page gets the security headers once, and is revalidated on each visit', async ({ request }) => {
  for (const path of samples) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expectSecurityHeaders(response, path);
    expect(response.headers()['cache-control'], path).toBe(REVALIDATE);
  }
});

test('hashed assets are cached for good, and the article feeds are sent as RSS', async ({ request }) => {
  const html = await (await request.get('/en/')).text();
  const asset = /\/assets\/[^"'\s]+/.exec(html)?.[0];
  expect(asset, 'the English home page links to no file under /assets/').toBeDefined();
  const cached = await request.get(asset ?? '');
  expect(cached.status()).toBe(200);
  expect(cached.headers()['cache-control']).toBe(IMMUTABLE);
  expectSecurityHeaders(cached, asset ?? '');
  for (const language of LANGUAGES) {
    const feed = await request.get(articlesFeedPath(language));
    expect(feed.headers()['content-type'], articlesFeedPath(language)).toBe(RSS_CONTENT_TYPE);
  }
});

test('a redirect carries the security headers too', async ({ request }) => {
  const response = await request.get('/pricing', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expectSecurityHeaders(response, '/pricing');
});

test('a miss gets the nearest 404.html up its path, with status 404, never cached', async ({ request }) => {
  const misses: [string, string][] = [
    ['/en/no-such-page/', 'en'],
    ['/nothing/here', 'en'],
    ['/itx', 'en'],
    ['/it/pagina-inesistente', 'it'],
    ['/it/articoli/nessuno/di/questi/', 'it'],
    ['/en/features/no-such-feature/', 'en'],
    ['/it/funzionalita/non-esiste/', 'it'],
  ];
  for (const [path, language] of misses) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toMatch(new RegExp(`<html[^>]* lang="${language}"`));
    expect(response.headers()['cache-control'], path).toBe('no-store');
    expectSecurityHeaders(response, path);
  }
});

import { parseFeed } from '@rowanmanning/feed-parser';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { siteConfig } from '../../src/config';
import articleSummaries from '../../src/generated/articles/summaries';
import en from '../../src/generated/locales/en';
import it from '../../src/generated/locales/it';
import { LANGUAGES } from '../../src/i18n/languages';
import { builtArticles } from '../../src/pages/articles/built-articles';
import { pathTo } from '../../src/routes/paths';
import { siteRoutes } from '../../src/routes/route-list';
import { FEED_SIZE } from '../../scripts/postbuild/article-feeds';

const FEED_TITLES = { en: en.articleFeed.title, it: it.articleFeed.title };

/** The site path of an absolute URL of the site; fails for another site's. */
function sitePath(url: string): string {
  expect(url.startsWith(`${siteConfig.origin}/`), url).toBe(true);
  return url.slice(siteConfig.origin.length);
}

/** The feed link in the head of the page at `path`, as its raw HTML has it. */
async function feedLinkOf(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const links = [
    // react-helmet-async marks the tags it wrote (data-rh="true") before their own attributes.
    ...html.matchAll(
      /<link (?:data-rh="true" )?rel="alternate" type="application\/rss\+xml" title="([^"]*)" href="([^"]*)"\/>/g,
    ),
  ];
  expect(links, `one feed link in ${path}`).toHaveLength(1);
  const [, title = '', href = ''] = links[0] ?? [];
  return { title, href };
}

for (const language of LANGUAGES) {
  test.describe(`the article feed (${language})`, () => {
    const articles = builtArticles(articleSummaries, siteRoutes(), language);
    const [newest] = articles;
    const listPath = pathTo('articles', language);

    test('is linked from the head of the list, its later pages and an article, in the page’s language', async ({
      request,
    }) => {
      expect(newest).toBeDefined();
      const pages = [listPath, pathTo('articlesPage', language, { page: '2' }), `${listPath}${newest?.slug}/`];
      for (const path of pages) {
        const link = await feedLinkOf(request, path);
        expect(link.title).toBe(FEED_TITLES[language]);
        expect(sitePath(link.href)).toBe(`${listPath}feed.xml`);
      }
    });

    test('is a valid RSS feed of the newest articles, each linking to its page', async ({ request }) => {
      const { href } = await feedLinkOf(request, listPath);
      const response = await request.get(sitePath(href));
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
      const feed = parseFeed(await response.text());
      expect(feed.meta.type).toBe('rss');
      expect(feed.title).toBe(FEED_TITLES[language]);
      expect(feed.self).toBe(href);
      expect(sitePath(feed.url ?? '')).toBe(listPath);
      const expected = articles.slice(0, FEED_SIZE);
      expect(feed.items.map((item) => item.title)).toEqual(expected.map((article) => article.title));
      for (const [index, item] of feed.items.entries()) {
        const article = expected[index];
        expect(item.description).toBe(article?.excerpt);
        expect(item.published?.toISOString().slice(0, 10)).toBe(article?.date);
        expect(item.authors.map((author) => author.name)).toEqual([article?.author.name]);
        const page = await request.get(sitePath(item.url ?? ''), { maxRedirects: 0 });
        expect(page.status(), item.url ?? '').toBe(200);
      }
    });
  });
}

// @vitest-environment jsdom
import { parseFeed } from '@rowanmanning/feed-parser';
import { describe, expect, it } from 'vitest';
import articleSummaries from '../../src/generated/articles/summaries';
import { siteConfig } from '../../src/config';
import type { ArticleSummary } from '../../src/content/schemas/article';
import { articleFeedXml, escapeXml, FEED_SIZE, rfc822Date } from './article-feeds';

/** The site's first article, which the tests' articles are made from. */
function modelArticle(): ArticleSummary {
  const [first] = articleSummaries;
  if (!first) throw new Error('the tests need one article in content/');
  return first;
}
const model = modelArticle();

/** An article like the site's first, with its own slug, title, excerpt, date and author's name. */
function article(
  slug: string,
  overrides: Partial<Pick<ArticleSummary, 'title' | 'excerpt' | 'date'>> = {},
  author = 'Giulia Rossi',
): ArticleSummary {
  return {
    ...model,
    language: 'en',
    slug,
    title: `Title of ${slug}`,
    excerpt: `Excerpt of ${slug}.`,
    date: '2026-03-01',
    ...overrides,
    author: { ...model.author, name: author },
  };
}

/** The feed as an XML document, failing on anything not well-formed. */
function xmlDocument(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  const error = document.querySelector('parsererror');
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return document;
}

const HOSTILE_TITLE = 'Tom \u0007& Jerry <script>alert("x")</script> l’AI «nuova» ]]>';

describe('articleFeedXml', () => {
  const articles = [
    article(
      'newest',
      { date: '2026-05-04', title: HOSTILE_TITLE, excerpt: 'Less < more & "quotes" > all.' },
      'Anna & <Bo>',
    ),
    article('older', { date: '2026-01-15' }),
  ];
  const xml = articleFeedXml('en', articles);

  it('is well-formed RSS 2.0 with the channel’s own link, language and self link', () => {
    const document = xmlDocument(xml);
    expect(document.documentElement.tagName).toBe('rss');
    expect(document.documentElement.getAttribute('version')).toBe('2.0');
    const feed = parseFeed(xml);
    expect(feed.meta.type).toBe('rss');
    expect(feed.title).toBe('Talvera articles');
    expect(feed.url).toBe(`${siteConfig.origin}/en/articles/`);
    expect(feed.self).toBe(`${siteConfig.origin}/en/articles/feed.xml`);
    expect(feed.language).toBe('en-gb');
    expect(feed.description).toMatch(/\S/);
  });

  it('carries each article with its title, excerpt, date, author and absolute link', () => {
    const [first, second] = parseFeed(xml).items;
    expect(first?.title).toBe('Tom & Jerry <script>alert("x")</script> l’AI «nuova» ]]>');
    expect(first?.description).toBe('Less < more & "quotes" > all.');
    expect(first?.url).toBe(`${siteConfig.origin}/en/articles/newest/`);
    expect(first?.id).toBe(`${siteConfig.origin}/en/articles/newest/`);
    expect(first?.published?.toISOString()).toBe('2026-05-04T00:00:00.000Z');
    expect(first?.authors.map((author) => author.name)).toEqual(['Anna & <Bo>']);
    expect(second?.url).toBe(`${siteConfig.origin}/en/articles/older/`);
  });

  it('escapes markup, so a title can add no element to the feed', () => {
    expect(() => xmlDocument('<rss><title>Tom & Jerry</title></rss>'), 'the well-formedness check itself').toThrow();
    const document = xmlDocument(xml);
    expect(document.getElementsByTagName('script')).toHaveLength(0);
    expect(document.getElementsByTagName('Bo')).toHaveLength(0);
    expect(xml).not.toContain('\u0007');
  });

  it('writes dates in RFC 822, as RSS asks', () => {
    expect(xml).toContain('<pubDate>Mon, 04 May 2026 00:00:00 GMT</pubDate>');
    expect(xml).toContain('<lastBuildDate>Mon, 04 May 2026 00:00:00 GMT</lastBuildDate>');
    expect(rfc822Date('2026-11-25')).toBe('Wed, 25 Nov 2026 00:00:00 GMT');
  });

  it(`carries the newest ${FEED_SIZE} articles, in the order given`, () => {
    const many = Array.from({ length: FEED_SIZE + 5 }, (_, index) =>
      article(`a${index}`, { date: `2026-01-${String(28 - index).padStart(2, '0')}` }),
    );
    const items = parseFeed(articleFeedXml('en', many)).items;
    expect(items).toHaveLength(FEED_SIZE);
    expect(items[0]?.url).toBe(`${siteConfig.origin}/en/articles/a0/`);
    expect(items.at(-1)?.url).toBe(`${siteConfig.origin}/en/articles/a${FEED_SIZE - 1}/`);
  });

  it('writes the Italian feed with Italian links and strings', () => {
    const italian = articleFeedXml('it', [{ ...article('nuovo'), language: 'it' }]);
    const feed = parseFeed(italian);
    expect(feed.language).toBe('it-it');
    expect(feed.url).toBe(`${siteConfig.origin}/it/articoli/`);
    expect(feed.self).toBe(`${siteConfig.origin}/it/articoli/feed.xml`);
    expect(feed.items[0]?.url).toBe(`${siteConfig.origin}/it/articoli/nuovo/`);
    expect(feed.title).toBe('Gli articoli di Talvera');
  });

  it('is a valid feed without articles', () => {
    const empty = articleFeedXml('en', []);
    xmlDocument(empty);
    expect(parseFeed(empty).items).toEqual([]);
  });
});

describe('escapeXml', () => {
  it('escapes the five characters that matter and drops what XML cannot hold', () => {
    expect(escapeXml('a & b < c > d " e \u0000f')).toBe('a &amp; b &lt; c &gt; d &quot; e f');
  });
});

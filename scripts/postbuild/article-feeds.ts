import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import articleSummaries from '../../src/generated/articles/summaries';
import en from '../../src/generated/locales/en';
import it from '../../src/generated/locales/it';
import type { ArticleSummary } from '../../src/content/schemas/article';
import { LANGUAGE_LOCALES, LANGUAGES, type Language } from '../../src/i18n/languages';
import { articlePath } from '../../src/pages/article/article-path';
import { builtArticles } from '../../src/pages/articles/built-articles';
import { articlesFeedPath } from '../../src/pages/articles/feed-path';
import { absoluteUrl, pathTo } from '../../src/routes/paths';
import type { SiteRoute } from '../../src/routes/route-list';

export const FEED_SIZE = 20;

const FEED_STRINGS: Record<Language, { title: string; description: string }> = {
  en: en.articleFeed,
  it: it.articleFeed,
};

/** Characters XML 1.0 does not allow at all, even escaped. */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's job
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text for an XML element or a double-quoted attribute. */
export function escapeXml(value: string): string {
  return value
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** RFC 822 (as RFC 1123 writes it, which RSS readers expect): "Wed, 25 Nov 2026 00:00:00 GMT". */
export function rfc822Date(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toUTCString();
}

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

function feedItem(article: ArticleSummary): string {
  const link = absoluteUrl(articlePath(article));
  return [
    '<item>',
    element('title', article.title),
    element('link', link),
    `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
    element('description', article.excerpt),
    element('pubDate', rfc822Date(article.date)),
    element('dc:creator', article.author.name),
    '</item>',
  ].join('');
}

/** The channel's date is the newest article's, so a build without a new article writes the same feed. */
export function articleFeedXml(language: Language, articles: readonly ArticleSummary[]): string {
  const { title, description } = FEED_STRINGS[language];
  const newest = articles.slice(0, FEED_SIZE);
  const channel = [
    element('title', title),
    element('link', absoluteUrl(pathTo('articles', language))),
    element('description', description),
    element('language', LANGUAGE_LOCALES[language].toLowerCase()),
    `<atom:link href="${escapeXml(absoluteUrl(articlesFeedPath(language)))}" rel="self" type="application/rss+xml"/>`,
    ...(newest[0] ? [element('lastBuildDate', rfc822Date(newest[0].date))] : []),
    ...newest.map(feedItem),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">\n<channel>\n${channel.join('\n')}\n</channel>\n</rss>\n`;
}

export function writeArticleFeeds(distDir: string, routes: readonly SiteRoute[]): void {
  for (const language of LANGUAGES) {
    const file = join(distDir, articlesFeedPath(language));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, articleFeedXml(language, builtArticles(articleSummaries, routes, language)));
  }
}

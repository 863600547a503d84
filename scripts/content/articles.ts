import { articleFrontMatterSchema, type ArticleEntry, type ArticleSummary } from '../../src/content/schemas/article';
import { LANGUAGES } from '../../src/i18n/languages';
import { reservedParamValues } from '../../src/routes/reserved-segments';
import type { ContentIssue } from './issues';
import { readingMinutes } from './markdown';
import { loadMarkdownCollection, type MarkdownCollection } from './markdown-collection';
import type { ContentPaths } from './paths';

/** content/articles/{en,it}/<slug>.md */
export const ARTICLES: MarkdownCollection<typeof articleFrontMatterSchema> = {
  folder: 'articles',
  frontMatter: articleFrontMatterSchema,
  noun: 'article',
  plural: 'articles',
  reservedSlugs: (language) => reservedParamValues('articleDetail', language),
};

function byDateDescending(a: ArticleSummary, b: ArticleSummary): number {
  return b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug);
}

/**
 * Every article, newest first: a Markdown collection whose items also carry their reading time,
 * their translation (the other language's article with the same translationKey, which must be
 * unique per language) and up to two related articles.
 */
export function loadArticles(paths: ContentPaths): { entries: ArticleEntry[]; issues: ContentIssue[] } {
  const { items, issues } = loadMarkdownCollection(paths, ARTICLES, ['slug', 'translationKey']);
  const htmlOf = new Map<ArticleSummary, string>();
  const summaries = items
    .map((item) => {
      const summary = {
        ...item.data,
        language: item.language,
        readTime: item.data.readTime ?? readingMinutes(item.words),
      } satisfies ArticleSummary;
      htmlOf.set(summary, item.html);
      return summary;
    })
    .sort(byDateDescending);
  // Looked up once per article: a site of thousands of articles must not compare every pair.
  const firstWithKey = new Map<string, number>();
  const byLanguage = new Map<string, ArticleSummary[]>();
  summaries.forEach((summary, index) => {
    const key = `${summary.language}/${summary.translationKey}`;
    if (!firstWithKey.has(key)) firstWithKey.set(key, index);
    const sameLanguage = byLanguage.get(summary.language) ?? [];
    sameLanguage.push(summary);
    byLanguage.set(summary.language, sameLanguage);
  });
  const entries = summaries.map((summary): ArticleEntry => {
    // The first translation in the list's order, as a search of the whole list would find it.
    const translationIndex = Math.min(
      ...LANGUAGES.filter((language) => language !== summary.language).map(
        (language) => firstWithKey.get(`${language}/${summary.translationKey}`) ?? Infinity,
      ),
    );
    const translation = summaries[translationIndex];
    const related: ArticleSummary[] = [];
    for (const other of byLanguage.get(summary.language) ?? []) {
      if (related.length === 2) break;
      if (other.slug !== summary.slug) related.push(other);
    }
    return { ...summary, html: htmlOf.get(summary) ?? '', translationSlug: translation?.slug ?? null, related };
  });
  return { entries, issues };
}

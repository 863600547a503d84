import { articleFrontMatterSchema, type ArticleEntry, type ArticleSummary } from '../../src/content/schemas/article';
import { reservedParamValues } from '../../src/routes/reserved-segments';
import type { ContentIssue } from './issues';
import { countWords, readingMinutes } from './markdown';
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
  const articles = items.map((item) => ({
    summary: {
      ...item.data,
      language: item.language,
      readTime: item.data.readTime ?? readingMinutes(countWords(item.body)),
    } satisfies ArticleSummary,
    html: item.html,
  }));
  const summaries = articles.map((article) => article.summary).sort(byDateDescending);
  const entries = summaries.map((summary): ArticleEntry => {
    const translation = summaries.find(
      (other) => other.language !== summary.language && other.translationKey === summary.translationKey,
    );
    const related = summaries
      .filter((other) => other.language === summary.language && other.slug !== summary.slug)
      .slice(0, 2);
    const html = articles.find((article) => article.summary === summary)?.html ?? '';
    return { ...summary, html, translationSlug: translation?.slug ?? null, related };
  });
  return { entries, issues };
}

import MiniSearch from 'minisearch';
import type { ArticleSummary } from '../../../content/schemas/article';
import type { Language } from '../../../i18n/languages';
import { articlePath } from '../../article/article-path';
import { indexOptions, type ArticleSearchDocument } from './search-options';

/** The display names of a language's tags by slug (the closed lists of content/tags/). */
export type TagNames = ReadonlyMap<string, string>;

export function searchDocument(article: ArticleSummary, tagNames: TagNames): ArticleSearchDocument {
  return {
    path: articlePath(article),
    title: article.title,
    excerpt: article.excerpt,
    keywords: article.keywords.join(' '),
    tags: (article.tags ?? []).map((slug) => tagNames.get(slug) ?? slug).join(' '),
  };
}

/** Build time: the serialised MiniSearch index of a language's articles, which the browser loads as it is. */
export function articleSearchIndexJson(
  articles: readonly ArticleSummary[],
  language: Language,
  tagNames: TagNames,
): string {
  const index = new MiniSearch<ArticleSearchDocument>(indexOptions(language));
  index.addAll(
    articles.filter((article) => article.language === language).map((article) => searchDocument(article, tagNames)),
  );
  return JSON.stringify(index);
}

import MiniSearch from 'minisearch';
import type { ArticleSummary } from '../../../content/schemas/article';
import type { Language } from '../../../i18n/languages';
import { articlePath } from '../../article/article-path';
import { indexOptions, type ArticleSearchDocument } from './search-options';

/**
 * The words of an article's tags, whatever their shape in the summary: names, or objects with
 * a label or a name (read loosely, so that the index does not depend on how tags are modelled).
 */
function tagWords(article: ArticleSummary): string {
  const { tags } = article as { tags?: unknown };
  if (!Array.isArray(tags)) return '';
  return tags
    .map((tag: unknown) => {
      if (typeof tag === 'string') return tag;
      if (tag !== null && typeof tag === 'object') {
        const { label, name } = tag as { label?: unknown; name?: unknown };
        if (typeof label === 'string') return label;
        if (typeof name === 'string') return name;
      }
      return '';
    })
    .join(' ');
}

export function searchDocument(article: ArticleSummary): ArticleSearchDocument {
  return {
    path: articlePath(article),
    title: article.title,
    excerpt: article.excerpt,
    keywords: article.keywords.join(' '),
    tags: tagWords(article),
  };
}

/** Build time: the serialised MiniSearch index of a language's articles, which the browser loads as it is. */
export function articleSearchIndexJson(articles: readonly ArticleSummary[], language: Language): string {
  const index = new MiniSearch<ArticleSearchDocument>(indexOptions(language));
  index.addAll(articles.filter((article) => article.language === language).map(searchDocument));
  return JSON.stringify(index);
}

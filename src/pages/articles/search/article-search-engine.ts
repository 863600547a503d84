import MiniSearch from 'minisearch';
import type { Language } from '../../../i18n/languages';
import { LISTED_RESULTS } from './search-status';
import { indexOptions, QUERY_OPTIONS, type ArticleSearchDocument } from './search-options';

/** One result: where it leads and what the list shows of it. */
export type SearchHit = { path: string; title: string; excerpt: string };

export type ArticleSearchFind = (query: string) => { hits: SearchHit[]; total: number };

/** Opens a language's index (the JSON written at build time) and returns its query: the best results first. */
export function openArticleSearch(indexJson: string, language: Language): ArticleSearchFind {
  const index = MiniSearch.loadJSON<ArticleSearchDocument>(indexJson, indexOptions(language));
  return (query) => {
    const results = index.search(query, QUERY_OPTIONS);
    const hits = results.slice(0, LISTED_RESULTS).map((result) => ({
      path: String(result.id),
      title: String(result.title),
      excerpt: String(result.excerpt),
    }));
    return { hits, total: results.length };
  };
}

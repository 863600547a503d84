import articleSummaries from '../../generated/articles/summaries';
import type { SiteRoute } from '../../routes/route-list';
import { pagedArticles, type PagedArticles } from './paged-articles';
import { articleSearchIndexFile } from './search/search-index-file';
import { selectArticles } from './select-articles';

export type ArticlesPageData = PagedArticles & {
  /** The language's search index, fetched when the visitor reaches for the search box. */
  searchIndexUrl: string;
};

/** Build time: one page of a language's list (the list's own page is page 1), carried in its route data. */
export default function articlesPageData(route: SiteRoute): Promise<ArticlesPageData> {
  return Promise.resolve({
    ...pagedArticles(selectArticles(articleSummaries, route.language), route, 'articlesPage'),
    searchIndexUrl: articleSearchIndexFile(route.language).url,
  });
}

import type { ArticlesListContent } from '../../content/schemas/articles-list';
import articleSummaries from '../../generated/articles/summaries';
import { loaders as listContent } from '../../generated/articlesList';
import type { SiteRoute } from '../../routes/route-list';
import { pagedArticles, type PagedArticles } from './paged-articles';
import { articleSearchIndexFile } from './search/search-index-file';
import { selectArticles } from '../../content/select-articles';

export type ArticlesPageData = PagedArticles & {
  /** The list's words (content/articles-list/). */
  content: ArticlesListContent;
  /** The language's search index, fetched when the visitor reaches for the search box. */
  searchIndexUrl: string;
};

/** Build time: one page of a language's list (the list's own page is page 1), carried in its route data. */
export default async function articlesPageData(route: SiteRoute): Promise<ArticlesPageData> {
  return {
    content: (await listContent[route.language]()).default,
    ...pagedArticles(selectArticles(articleSummaries, route.language), route, 'articlesPage'),
    searchIndexUrl: articleSearchIndexFile(route.language).url,
  };
}

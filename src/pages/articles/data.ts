import articleSummaries from '../../generated/articles/summaries';
import { siteConfig } from '../../config';
import type { ArticleSummary } from '../../content/schemas/article';
import { pageCount, pageSlice } from '../../routes/pagination';
import type { SiteRoute } from '../../routes/route-list';
import { articleSearchIndexFile } from './search/search-index-file';
import { selectArticles } from './select-articles';

export type ArticlesPageData = {
  /** Only this page's cards. */
  articles: readonly ArticleSummary[];
  /** 1 on the list's own address. */
  page: number;
  pageCount: number;
  /** The language's search index, fetched when the visitor reaches for the search box. */
  searchIndexUrl: string;
};

/** Build time: one page of a language's list (the list's own page is page 1), carried in its route data. */
export default function articlesPageData(route: SiteRoute): Promise<ArticlesPageData> {
  const all = selectArticles(articleSummaries, route.language);
  const perPage = siteConfig.articlesPerPage;
  const page = route.pageId === 'articlesPage' ? Number(route.params.page) : 1;
  return Promise.resolve({
    articles: pageSlice(all, page, perPage),
    page,
    pageCount: pageCount(all.length, perPage),
    searchIndexUrl: articleSearchIndexFile(route.language).url,
  });
}

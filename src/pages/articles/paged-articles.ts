import { siteConfig } from '../../config';
import type { ArticleSummary } from '../../content/schemas/article';
import type { PageId } from '../../routes/pages';
import { pageCount, pageSlice } from '../../routes/pagination';
import type { SiteRoute } from '../../routes/route-list';

export type PagedArticles = {
  articles: readonly ArticleSummary[];
  page: number;
  pageCount: number;
};

/** Build time: `siteConfig.articlesPerPage` a page; `laterPages` is the family of pages from the second on. */
export function pagedArticles(all: readonly ArticleSummary[], route: SiteRoute, laterPages: PageId): PagedArticles {
  const perPage = siteConfig.articlesPerPage;
  const page = route.pageId === laterPages ? Number(route.params.page) : 1;
  return { articles: pageSlice(all, page, perPage), page, pageCount: pageCount(all.length, perPage) };
}

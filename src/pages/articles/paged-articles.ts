import { siteConfig } from '../../config';
import type { ArticleSummary } from '../../content/schemas/article';
import type { PageId } from '../../routes/pages';
import { pageCount, pageSlice } from '../../routes/pagination';
import type { SiteRoute } from '../../routes/route-list';

/** One page of a list of article cards (the articles list, a tag's, an author's). */
export type PagedArticles = {
  /** Only this page's cards. */
  articles: readonly ArticleSummary[];
  /** 1 on the list's own address. */
  page: number;
  pageCount: number;
};

/**
 * Build time: the share of `all` that a route shows, `siteConfig.articlesPerPage` a page. The
 * list's own address is page 1; `laterPages` is the family of its pages from the second on.
 */
export function pagedArticles(all: readonly ArticleSummary[], route: SiteRoute, laterPages: PageId): PagedArticles {
  const perPage = siteConfig.articlesPerPage;
  const page = route.pageId === laterPages ? Number(route.params.page) : 1;
  return { articles: pageSlice(all, page, perPage), page, pageCount: pageCount(all.length, perPage) };
}

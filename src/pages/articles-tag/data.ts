import articleSummaries from '../../generated/articles/summaries';
import { siteConfig } from '../../config';
import type { ArticleSummary } from '../../content/schemas/article';
import type { Tag } from '../../content/schemas/tags';
import { pageCount, pageSlice } from '../../routes/pagination';
import type { SiteRoute } from '../../routes/route-list';
import { TAG_LISTS } from './tag-lists';
import { taggedArticles } from './tagged-articles';

export type TagPageData = {
  tag: Tag;
  /** Only this page's cards, newest first. */
  articles: readonly ArticleSummary[];
  /** 1 on the tag's own address. */
  page: number;
  pageCount: number;
};

/** Build time: one page of a tag's articles (the tag's own address is page 1), carried in its route data. */
export default function tagPageData(route: SiteRoute): Promise<TagPageData> {
  const slug = route.params.tag;
  const tag = TAG_LISTS[route.language].find((candidate) => candidate.slug === slug);
  if (!tag) throw new Error(`No ${route.language} tag ${slug ?? ''}`);
  const all = taggedArticles(articleSummaries, route.language, tag.slug);
  const perPage = siteConfig.articlesPerPage;
  const page = route.pageId === 'articlesTagPage' ? Number(route.params.page) : 1;
  return Promise.resolve({
    tag,
    articles: pageSlice(all, page, perPage),
    page,
    pageCount: pageCount(all.length, perPage),
  });
}

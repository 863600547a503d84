import articleSummaries from '../../generated/articles/summaries';
import type { Tag } from '../../content/schemas/tags';
import type { SiteRoute } from '../../routes/route-list';
import { pagedArticles, type PagedArticles } from '../articles/paged-articles';
import { TAG_LISTS } from '../../content/tag-lists';
import { taggedArticles } from '../../content/tagged-articles';

/** The tag, and one page of its articles, newest first (the tag's own address is page 1). */
export type TagPageData = PagedArticles & { tag: Tag };

/** Build time: one page of a tag's articles (the tag's own address is page 1), carried in its route data. */
export default function tagPageData(route: SiteRoute): Promise<TagPageData> {
  const slug = route.params.tag;
  const tag = TAG_LISTS[route.language].find((candidate) => candidate.slug === slug);
  if (!tag) throw new Error(`No ${route.language} tag ${slug ?? ''}`);
  const all = taggedArticles(articleSummaries, route.language, tag.slug);
  return Promise.resolve({ tag, ...pagedArticles(all, route, 'articlesTagPage') });
}

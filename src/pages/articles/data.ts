import articleSummaries from '../../generated/articles/summaries';
import type { ArticleSummary } from '../../content/schemas/article';
import type { SiteRoute } from '../../routes/route-list';
import { selectArticles } from './select-articles';

export type ArticlesPageData = { articles: readonly ArticleSummary[] };

/** Build time: the cards of one language's list, which the page carries in its route data. */
export default function articlesPageData(route: SiteRoute): Promise<ArticlesPageData> {
  return Promise.resolve({ articles: selectArticles(articleSummaries, route.language) });
}

import type { ArticleSummary } from '../../content/schemas/article';
import type { Language } from '../../i18n/languages';
import type { SiteRoute } from '../../routes/route-list';

/** Build time: the articles with a page among `routes`, newest first, so the feeds and search index match the pages. */
export function builtArticles(
  summaries: readonly ArticleSummary[],
  routes: readonly SiteRoute[],
  language: Language,
): ArticleSummary[] {
  const published = new Set(
    routes
      .filter((route) => route.pageId === 'articleDetail' && route.language === language)
      .map((route) => route.params.slug),
  );
  return summaries
    .filter((article) => article.language === language && published.has(article.slug))
    .sort((a, b) => b.date.localeCompare(a.date));
}

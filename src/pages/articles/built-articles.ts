import type { ArticleSummary } from '../../content/schemas/article';
import type { Language } from '../../i18n/languages';
import type { SiteRoute } from '../../routes/route-list';

/**
 * Build time: the articles of a language that the build publishes (those with a page among
 * `routes`), newest first. Whatever keeps an article out of the build keeps it out of what
 * readers find beside the pages too (the feeds, the search index).
 */
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

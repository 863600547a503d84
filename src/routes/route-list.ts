import articleSummaries from '../generated/articles/summaries';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../i18n/languages';
import { PAGE_IDS, type PageId } from './pages';
import { pathTo } from './paths';

/** One prerendered URL of the site. */
export type SiteRoute = {
  pageId: PageId;
  language: Language;
  /** Site-relative URL, e.g. /it/articoli/slug/. */
  path: string;
  /** The same page in each language that has it (hreflang alternates). */
  alternates: Partial<Record<Language, string>>;
};

function articleRoutes(): SiteRoute[] {
  return articleSummaries.map((article) => {
    const alternates: Partial<Record<Language, string>> = {};
    for (const other of articleSummaries) {
      if (other.translationKey === article.translationKey) {
        alternates[other.language] = pathTo('articleDetail', other.language, { slug: other.slug });
      }
    }
    return {
      pageId: 'articleDetail',
      language: article.language,
      path: pathTo('articleDetail', article.language, { slug: article.slug }),
      alternates,
    };
  });
}

function staticRoutes(pageId: Exclude<PageId, 'articleDetail'>): SiteRoute[] {
  const alternates = Object.fromEntries(LANGUAGES.map((language) => [language, pathTo(pageId, language)]));
  return LANGUAGES.map((language) => ({ pageId, language, path: pathTo(pageId, language), alternates }));
}

/**
 * Every page of the site in every language, expanded from the route table and the content.
 * Build-time only (it holds every article's summary): the prerender, sitemap, redirects,
 * dist checks and e2e tests use it.
 */
export function siteRoutes(): SiteRoute[] {
  return PAGE_IDS.flatMap((pageId) => (pageId === 'articleDetail' ? articleRoutes() : staticRoutes(pageId)));
}

/** Where `hreflang="x-default"` points for a route: its default-language version, if any. */
export function defaultAlternate(route: SiteRoute): string | undefined {
  return route.alternates[DEFAULT_LANGUAGE];
}

/** The paths vite-react-ssg prerenders: every route, plus each language's not-found page. */
export const NOT_FOUND_PRERENDER_PATHS: Record<Language, string> = { en: '/en/404', it: '/it/404' };

export function prerenderPaths(): string[] {
  return [...siteRoutes().map((route) => route.path.replace(/\/$/, '')), ...Object.values(NOT_FOUND_PRERENDER_PATHS)];
}

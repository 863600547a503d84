import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../i18n/languages';
import type { FamilyItem } from './family-item';
import { PARAM_SOURCES } from './param-sources';
import { PAGE_IDS, PAGES, type PageId } from './pages';
import { fillPath } from './paths';

/** The same page in each language that has it: hreflang, the sitemap and the language switch read this. */
export type Alternates = Partial<Record<Language, string>>;

/** One prerendered URL of the site. */
export type SiteRoute = {
  pageId: PageId;
  language: Language;
  /** The values of the path's `:params` (none for a page without). */
  params: Record<string, string>;
  /** Site-relative URL, e.g. /it/articoli/slug/. */
  path: string;
  alternates: Alternates;
  /** Earlier addresses of a family item (an article's `redirectFrom`), which redirect to `path`. */
  formerPaths?: readonly string[];
};

/**
 * The one place language counterparts are computed: a page without parameters exists in every
 * language; a family item's counterparts are the items of the other languages with its key
 * (for articles, the translationKey); an item without a key has none, not even itself.
 */
export function alternates(pageId: PageId, item: FamilyItem | undefined, items: readonly FamilyItem[]): Alternates {
  if (item !== undefined && item.key === undefined) return {};
  const counterparts =
    item === undefined
      ? LANGUAGES.map((language) => ({ language, params: {} }))
      : items.filter((other) => other.key === item.key);
  return Object.fromEntries(
    counterparts.map((other) => [other.language, fillPath(pageId, other.language, other.params)]),
  );
}

/** Where `hreflang="x-default"` points: the default-language version, if any. */
export function defaultAlternate(routeAlternates: Alternates): string | undefined {
  return routeAlternates[DEFAULT_LANGUAGE];
}

function pageRoutes(pageId: PageId): SiteRoute[] {
  const page = PAGES[pageId];
  if (!('source' in page)) {
    const shared = alternates(pageId, undefined, []);
    return LANGUAGES.map((language) => ({
      pageId,
      language,
      params: {},
      path: fillPath(pageId, language, {}),
      alternates: shared,
    }));
  }
  const items = PARAM_SOURCES[page.source]();
  return items.map((item) => ({
    pageId,
    language: item.language,
    params: item.params,
    path: fillPath(pageId, item.language, item.params),
    alternates: alternates(pageId, item, items),
    ...(item.formerParams?.length
      ? { formerPaths: item.formerParams.map((params) => fillPath(pageId, item.language, params)) }
      : {}),
  }));
}

/**
 * Every page of the site in every language, expanded from the route table and the parameter
 * sources. Build-time only (it lists every family item): the prerender, the page data, the
 * sitemap, the redirects, the dist checks and the e2e tests use it.
 */
export function siteRoutes(): SiteRoute[] {
  return PAGE_IDS.flatMap(pageRoutes);
}

/** Where a language's not-found page is prerendered before post-build moves it to its 404.html. */
export const notFoundPrerenderPath = (language: Language) => `/${language}/404`;

/** The paths the build prerenders (scripts/build/): every route, plus each language's not-found page. */
export function prerenderPaths(): string[] {
  return [...siteRoutes().map((route) => route.path.replace(/\/$/, '')), ...LANGUAGES.map(notFoundPrerenderPath)];
}

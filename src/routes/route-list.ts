import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../i18n/languages';
import type { FamilyItem } from './family-item';
import { PARAM_SOURCES } from './param-sources';
import { PAGE_IDS, PAGES, type PageId } from './pages';
import { fillPath } from './paths';

export type Alternates = Partial<Record<Language, string>>;

export type SiteRoute = {
  pageId: PageId;
  language: Language;
  params: Record<string, string>;
  /** e.g. /it/articoli/slug/. */
  path: string;
  alternates: Alternates;
  /** An article's `redirectFrom`: earlier addresses that redirect to `path`. */
  formerPaths?: readonly string[];
};

/** A page without parameters exists in every language; a family item's counterparts share its key, and without one it has none. */
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

/** Every page in every language; build-time only, as it lists every family item. */
export function siteRoutes(): SiteRoute[] {
  return PAGE_IDS.flatMap(pageRoutes);
}

export const notFoundPrerenderPath = (language: Language) => `/${language}/404`;

export function prerenderPaths(): string[] {
  return [...siteRoutes().map((route) => route.path.replace(/\/$/, '')), ...LANGUAGES.map(notFoundPrerenderPath)];
}

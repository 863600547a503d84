import { languageFromPath, LANGUAGES, type Language } from '../i18n/languages';
import { FOOTER_FAMILIES } from '../layout/navigation';
import { loadOnce } from './load-once';
import type { PageDataModule } from './page-module';
import { PARAM_SOURCES } from './param-sources';
import { isPageId, pageDefinition, PAGES, type PageId } from './pages';
import { fillPath, pathTo, withoutTrailingSlash } from './paths';
import type { FamilyLinks, RouteData } from './route-data';
import { siteRoutes, type SiteRoute } from './route-list';

const pageDataModules = Object.fromEntries(
  Object.entries(import.meta.glob<PageDataModule>('../pages/*/data.ts')).map(([file, load]) => [file, loadOnce(load)]),
);

let routesByPath: Map<string, SiteRoute> | undefined;

function languageLinks(route: SiteRoute): Record<Language, string> {
  const { fallback } = pageDefinition(route.pageId);
  const elsewhere = (language: Language) =>
    route.alternates[language] ??
    (fallback !== undefined && isPageId(fallback) ? fillPath(fallback, language, {}) : pathTo('home', language));
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, language === route.language ? route.path : elsewhere(language)]),
  ) as Record<Language, string>;
}

const familyLinksByLanguage = new Map<Language, FamilyLinks>();

/** The same on every page of a language: made once. */
function familyLinks(language: Language): FamilyLinks {
  const made = familyLinksByLanguage.get(language);
  if (made) return made;
  const links: FamilyLinks = Object.fromEntries(
    FOOTER_FAMILIES.map((pageId: PageId) => {
      const { source } = pageDefinition(pageId);
      const items = source === undefined ? [] : PARAM_SOURCES[source]();
      const pages = items
        .filter((item) => item.language === language)
        .map((item) => ({ label: item.label ?? item.key ?? '', path: fillPath(pageId, language, item.params) }));
      return [pageId, pages];
    }),
  );
  familyLinksByLanguage.set(language, links);
  return links;
}

/** Build time only (it lists every family item): a route's loader data; a not-found page for a path no route has. */
export async function routeDataFor(path: string): Promise<RouteData> {
  routesByPath ??= new Map(siteRoutes().map((route) => [withoutTrailingSlash(route.path), route]));
  const route = routesByPath.get(withoutTrailingSlash(path));
  if (!route) {
    const homes = Object.fromEntries(LANGUAGES.map((language) => [language, pathTo('home', language)]));
    return {
      path: withoutTrailingSlash(path),
      pageId: null,
      canonical: null,
      alternates: {},
      languageLinks: homes as Record<Language, string>,
      familyLinks: familyLinks(languageFromPath(path)),
      data: null,
    };
  }
  const load = pageDataModules[`../pages/${PAGES[route.pageId].folder}/data.ts`];
  const module = load ? await load() : undefined;
  const data = module ? await module.default(route) : null;
  const { noindex = false } = pageDefinition(route.pageId);
  return {
    path: withoutTrailingSlash(path),
    pageId: route.pageId,
    canonical: noindex ? null : route.path,
    alternates: noindex ? {} : route.alternates,
    languageLinks: languageLinks(route),
    familyLinks: familyLinks(route.language),
    data,
    ...(module?.inDocument ? { documentData: module.inDocument(data as never) } : {}),
  };
}

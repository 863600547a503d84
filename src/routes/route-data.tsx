import { isLanguage, type Language } from '../i18n/languages';
import { useMatches } from 'react-router-dom';
import type { PageId } from './pages';
import { ROUTE_DATA_ID } from './route-data-id';

/**
 * What a prerendered page brings with its HTML about its route: which page it is, its
 * counterparts, where the language menu leads, and its data. It is an inert JSON block (allowed by
 * `script-src 'self'`), so a family page hydrates without a JavaScript module per item.
 */
export type LanguageLinks = Record<Language, string>;

export type FamilyLink = { label: string; path: string };

export type FamilyLinks = Partial<Record<PageId, readonly FamilyLink[]>>;

export type RouteData = {
  path: string;
  /** null on the not-found page. */
  pageId: PageId | null;
  /** Site-relative URL of this page, its canonical form; null on the not-found page and `noindex` pages. */
  canonical: string | null;
  alternates: Partial<Record<Language, string>>;
  languageLinks: LanguageLinks;
  /** The pages of the families the footer lists, in the page's language. */
  familyLinks: FamilyLinks;
  /** The page's build-time data (its folder's `data.ts`), or null. */
  data: unknown;
  /** Build time only: the part of `data` the block carries when the page takes the rest from its HTML; absent means all. */
  documentData?: unknown;
};

let fromDocument: RouteData | null | undefined;

/** Browser: the route data the page arrived with; the router starts from it as the leaf route's loader data. */
export function documentRouteData(): RouteData | null {
  if (fromDocument === undefined) {
    const text = typeof document === 'undefined' ? null : document.getElementById(ROUTE_DATA_ID)?.textContent;
    fromDocument = text ? (JSON.parse(text) as RouteData) : null;
  }
  return fromDocument;
}

export function documentLanguage(): Language | undefined {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLanguage(lang) ? lang : undefined;
}

export function useRouteData(): RouteData | undefined {
  return useMatches().at(-1)?.data as RouteData | undefined;
}

export function RouteDataScript() {
  const routeData = useRouteData();
  if (!routeData) return null;
  const { documentData, ...carried } = routeData;
  const json = JSON.stringify(documentData === undefined ? carried : { ...carried, data: documentData })
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return <script type="application/json" id={ROUTE_DATA_ID} dangerouslySetInnerHTML={{ __html: json }} />;
}

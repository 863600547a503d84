import { isLanguage, type Language } from '../i18n/languages';
import { useMatches } from 'react-router-dom';
import type { PageId } from './pages';
import { ROUTE_DATA_ID } from './route-data-id';

/**
 * What a prerendered page knows about its route and brings with its HTML: which page it is,
 * its language counterparts (canonical, hreflang, x-default), where the language menu leads,
 * and the page's own data (an article's entry, the list's cards). It arrives as an inert
 * `<script type="application/json">` block (allowed by `script-src 'self'`, which refuses only
 * executable inline code), so the browser hydrates a family page without a JavaScript module
 * per item, and the entry lists no item of any family.
 */
/** Where the language menu leads from the current page, per language. */
export type LanguageLinks = Record<Language, string>;

/** A link to a page of a family, with the page's short name. */
export type FamilyLink = { label: string; path: string };

/** The links to every page of some families, by the family's page id. */
export type FamilyLinks = Partial<Record<PageId, readonly FamilyLink[]>>;

export type RouteData = {
  /** The path the page was rendered for (`/en/pricing`; `/en/404` for the not-found page). */
  path: string;
  /** null on the not-found page. */
  pageId: PageId | null;
  /** Site-relative URL of this page, its canonical form; null on the not-found page and `noindex` pages. */
  canonical: string | null;
  /** This page in each language that has it (hreflang); empty for pages without counterparts. */
  alternates: Partial<Record<Language, string>>;
  /** Where the language menu leads, per language: the counterpart, or the family's fallback page. */
  languageLinks: LanguageLinks;
  /** The pages of the families the footer lists (navigation.ts), in the page's language. */
  familyLinks: FamilyLinks;
  /** The page's build-time data (its folder's `data.ts`), or null. */
  data: unknown;
  /**
   * Build time only: what of `data` the block carries, when the page takes the rest from its own
   * HTML (an article's body); absent means all of `data`.
   */
  documentData?: unknown;
};

/** In the browser, the block the page arrived with (read once, on first use). */
let fromDocument: RouteData | null | undefined;

/**
 * Browser: the route data the page arrived with, null without a block. The router starts from
 * it (src/main.tsx): it is the leaf route's loader data, and its `path` is where it hydrates.
 */
export function documentRouteData(): RouteData | null {
  if (fromDocument === undefined) {
    const text = typeof document === 'undefined' ? null : document.getElementById(ROUTE_DATA_ID)?.textContent;
    fromDocument = text ? (JSON.parse(text) as RouteData) : null;
  }
  return fromDocument;
}

/** In the browser, the language the document is written in (`<html lang>`), when it is one of the site's. */
export function documentLanguage(): Language | undefined {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLanguage(lang) ? lang : undefined;
}

/** The current page's route data: the loader data of the deepest route matched. */
export function useRouteData(): RouteData | undefined {
  return useMatches().at(-1)?.data as RouteData | undefined;
}

/** The block itself, rendered once per page by the layout; `<` is escaped so no text ends it. */
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

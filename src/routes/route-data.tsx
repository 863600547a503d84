import { isLanguage, type Language } from '../i18n/languages';
import { useCurrentPath } from './current-path';
import type { PageId } from './pages';
import { withoutTrailingSlash } from './paths';
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

/** At prerender, one entry per path being rendered (renders run concurrently). */
const byPath = new Map<string, RouteData>();
/** In the browser, the block the page arrived with (read once, on first use). */
let fromDocument: RouteData | null | undefined;

function documentData(): RouteData | null {
  if (fromDocument === undefined) {
    const text = typeof document === 'undefined' ? null : document.getElementById(ROUTE_DATA_ID)?.textContent;
    fromDocument = text ? (JSON.parse(text) as RouteData) : null;
  }
  return fromDocument;
}

/** Build time: the data of the page at `path`, before it renders. */
export function setRouteData(path: string, data: RouteData): void {
  byPath.set(withoutTrailingSlash(path), data);
}

/** Build time: forgets the data of a page once it is rendered (thousands of pages pass through). */
export function forgetRouteData(path: string): void {
  byPath.delete(withoutTrailingSlash(path));
}

/** Browser: whether the page arrived with its block (the dev server's pages have none). */
export function hasDocumentRouteData(): boolean {
  return documentData() !== null;
}

/**
 * Browser: the page the document's block names, null on the not-found page, undefined without
 * a block. The router reads it before loading the page's code.
 */
export function documentPageId(): PageId | null | undefined {
  return documentData()?.pageId;
}

/** In the browser, the language the document is written in (`<html lang>`), when it is one of the site's. */
export function documentLanguage(): Language | undefined {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLanguage(lang) ? lang : undefined;
}

/** The current page's route data; undefined only when nothing prepared it. */
export function useRouteData(): RouteData | undefined {
  const pathname = useCurrentPath();
  return (import.meta.env.SSR ? null : documentData()) ?? byPath.get(withoutTrailingSlash(pathname));
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

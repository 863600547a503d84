import type { Language } from '../i18n/languages';

/**
 * Where the language menu leads from the current page, per language: the same page in that
 * language, or (an article without translation) that language's article list. Carried in each
 * route's `handle`, so the shared header never needs the whole content index.
 */
export type LanguageLinks = Record<Language, string>;

export type RouteHandle = { languageLinks: LanguageLinks };

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'languageLinks' in value;
}

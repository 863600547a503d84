import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from '../i18n/languages';
import { isPageId, PAGE_IDS, pageDefinition, type PageId } from './pages';
import { fillPath } from './paths';

type FamilyPattern = { segments: string[]; fallback: PageId };

/** Each family's path pattern in every language, with the page that stands in for a missing item. */
const FAMILY_PATTERNS: FamilyPattern[] = PAGE_IDS.flatMap((pageId) => {
  const { paths, fallback } = pageDefinition(pageId);
  if (fallback === undefined || !isPageId(fallback)) return [];
  return LANGUAGES.map((language) => ({ segments: paths[language].split('/'), fallback }));
});

function matches(pattern: readonly string[], segments: readonly string[]): boolean {
  return (
    segments.length >= pattern.length &&
    pattern.every((segment, index) => segment.startsWith(':') || segment === segments[index])
  );
}

/**
 * content-pages.md §2.3: an address that looks like an item of a family but matches none
 * (unknown slug or language) is replaced by the family's fallback page (articles: the list).
 * Returns that page's path, or null when the address is no family's.
 */
export function familyFallbackRedirect(pathname: string): string | null {
  const [prefix, ...rest] = pathname.split('/').filter((segment) => segment !== '');
  if (prefix === undefined) return null;
  const family = FAMILY_PATTERNS.find((pattern) => matches(pattern.segments, rest));
  return family ? fillPath(family.fallback, isLanguage(prefix) ? prefix : DEFAULT_LANGUAGE, {}) : null;
}

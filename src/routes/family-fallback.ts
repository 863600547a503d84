import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from '../i18n/languages';
import { isPageId, PAGE_IDS, pageDefinition, type PageId } from './pages';
import { fillPath } from './paths';

type FamilyPattern = { segments: string[]; fallback: PageId; unknownItem: 'fallback' | 'notFound' };

/** Each family's path pattern in every language, with the page that stands in for a missing item. */
const FAMILY_PATTERNS: FamilyPattern[] = PAGE_IDS.flatMap((pageId) => {
  const { paths, fallback, unknownItem = 'notFound' } = pageDefinition(pageId);
  if (fallback === undefined || !isPageId(fallback)) return [];
  return LANGUAGES.map((language) => ({ segments: paths[language].split('/'), fallback, unknownItem }));
});

/**
 * The paths of the pages without parameters, in every language: a family's pattern may cover one
 * (`product/recruiting-software` beside `product/:slug`), and that address is the page, never an
 * unknown item.
 */
const FIXED_PATHS = new Set(
  PAGE_IDS.flatMap((pageId) => Object.values(pageDefinition(pageId).paths)).filter((path) => !path.includes(':')),
);

/** How many of the address's segments the pattern matches literally, or -1 when it does not match. */
function literalMatches(pattern: readonly string[], segments: readonly string[]): number {
  if (segments.length < pattern.length) return -1;
  let literal = 0;
  for (const [index, segment] of pattern.entries()) {
    if (segment.startsWith(':')) continue;
    if (segment !== segments[index]) return -1;
    literal += 1;
  }
  return literal;
}

/**
 * An address that looks like an article but matches none (unknown slug or
 * language) is replaced by the articles list; any other family's unknown item is not found
 * (`unknownItem`, pages.ts). The most literal pattern decides (`/en/articles/page/99` is the
 * list's pages', not an article's, and is not found).
 * Returns that page's path, or null when the address is no family's.
 */
export function familyFallbackRedirect(pathname: string): string | null {
  const [prefix, ...rest] = pathname.split('/').filter((segment) => segment !== '');
  if (prefix === undefined || FIXED_PATHS.has(rest.join('/'))) return null;
  let best: FamilyPattern | undefined;
  let bestScore = -1;
  for (const pattern of FAMILY_PATTERNS) {
    const score = literalMatches(pattern.segments, rest);
    if (score > bestScore) [best, bestScore] = [pattern, score];
  }
  if (best === undefined || best.unknownItem === 'notFound') return null;
  return fillPath(best.fallback, isLanguage(prefix) ? prefix : DEFAULT_LANGUAGE, {});
}

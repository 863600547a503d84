import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from '../i18n/languages';
import { isPageId, PAGE_IDS, pageDefinition, type PageId } from './pages';
import { fillPath } from './paths';

type FamilyPattern = { segments: string[]; fallback: PageId; unknownItem: 'fallback' | 'notFound' };

const FAMILY_PATTERNS: FamilyPattern[] = PAGE_IDS.flatMap((pageId) => {
  const { paths, fallback, unknownItem = 'notFound' } = pageDefinition(pageId);
  if (fallback === undefined || !isPageId(fallback)) return [];
  return LANGUAGES.map((language) => ({ segments: paths[language].split('/'), fallback, unknownItem }));
});

/** A family's pattern may cover a fixed page (`product/recruiting-software`): that address is the page, never an unknown item. */
const FIXED_PATHS = new Set(
  PAGE_IDS.flatMap((pageId) => Object.values(pageDefinition(pageId).paths)).filter((path) => !path.includes(':')),
);

/** Segments the pattern matches literally, or -1 when it does not match. */
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
 * An unknown article address leads to the articles list; any other family's unknown item is not
 * found. The most literal pattern decides (`/en/articles/page/99` is not an article). Null: no family's.
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

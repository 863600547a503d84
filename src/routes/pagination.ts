import { LANGUAGES, type Language } from '../i18n/languages';
import type { FamilyItem } from './family-item';

/** How many pages a list of `count` items fills at `perPage` a page (an empty list still has its page 1). */
export function pageCount(count: number, perPage: number): number {
  return Math.max(1, Math.ceil(count / perPage));
}

/** The items shown on page `page` (1-based). */
export function pageSlice<Item>(items: readonly Item[], page: number, perPage: number): Item[] {
  return items.slice((page - 1) * perPage, page * perPage);
}

/**
 * The pages of a list after its first, per language, as family items `{ page: '2' }`…: page 1 is
 * the list's own page. They have no key: the two languages' lists have different lengths, so a
 * page 2 has no counterpart.
 */
export function laterListPages(countIn: (language: Language) => number, perPage: number): FamilyItem[] {
  return LANGUAGES.flatMap((language) =>
    Array.from({ length: pageCount(countIn(language), perPage) - 1 }, (_, index) => ({
      language,
      params: { page: String(index + 2) },
    })),
  );
}

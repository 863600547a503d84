import { LANGUAGES, type Language } from '../i18n/languages';
import type { FamilyItem } from './family-item';

/** An empty list still has its page 1. */
export function pageCount(count: number, perPage: number): number {
  return Math.max(1, Math.ceil(count / perPage));
}

export function pageSlice<Item>(items: readonly Item[], page: number, perPage: number): Item[] {
  return items.slice((page - 1) * perPage, page * perPage);
}

/** No key: the two languages' lists differ in length, so a page 2 has no counterpart. */
export function laterListPages(countIn: (language: Language) => number, perPage: number): FamilyItem[] {
  return LANGUAGES.flatMap((language) =>
    Array.from({ length: pageCount(countIn(language), perPage) - 1 }, (_, index) => ({
      language,
      params: { page: String(index + 2) },
    })),
  );
}

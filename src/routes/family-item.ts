import type { Language } from '../i18n/languages';

/** One page of a family: its language, the values of its path's `:params`, and what pairs it across languages. */
export type FamilyItem = {
  language: Language;
  params: Record<string, string>;
  /**
   * Items of different languages with the same key are each other's translation. An item
   * without a key has no counterpart and no hreflang alternates (a list's page 2 in one
   * language is not the other language's page 2).
   */
  key?: string;
  /** The item's short name where menus list the family (the footer); absent for families no menu lists. */
  label?: string;
  /** The item's earlier `:params` (an article's `redirectFrom`): each address redirects (301) to the item's. */
  formerParams?: readonly Record<string, string>[];
};

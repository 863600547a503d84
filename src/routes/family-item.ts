import type { Language } from '../i18n/languages';

export type FamilyItem = {
  language: Language;
  params: Record<string, string>;
  /** Same key, other language: each other's translation. Without a key, no counterpart (a list's page 2). */
  key?: string;
  /** Its short name where menus list the family. */
  label?: string;
  /** An article's `redirectFrom`: each earlier address redirects (301) to the item's. */
  formerParams?: readonly Record<string, string>[];
};

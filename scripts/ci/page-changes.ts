import type { PageSnapshot } from './page-snapshot';

/** In the order the summary lists them. */
export type PageChange = 'title' | 'description' | 'canonical' | 'hreflang' | 'robots' | 'text';

/** In `PageChange` order; empty when the page is the same. */
export function pageChanges(before: PageSnapshot, after: PageSnapshot): PageChange[] {
  const changes: PageChange[] = [];
  if (before.title !== after.title) changes.push('title');
  if (before.description !== after.description) changes.push('description');
  if (before.canonical !== after.canonical) changes.push('canonical');
  if (!sameAlternates(before.hreflang, after.hreflang)) changes.push('hreflang');
  if (before.robots !== after.robots) changes.push('robots');
  if (before.text !== after.text) changes.push('text');
  return changes;
}

/** The order the alternates are written in does not matter. */
function sameAlternates(before: Record<string, string>, after: Record<string, string>): boolean {
  const languages = Object.keys(before);
  return (
    languages.length === Object.keys(after).length &&
    languages.every((language) => Object.hasOwn(after, language) && after[language] === before[language])
  );
}

/** Negative: fewer. */
export function wordDelta(before: string, after: string): number {
  return countWords(after) - countWords(before);
}

/** A word holds a letter or a digit (a lone "·" or "→" is none). */
function countWords(text: string): number {
  return text.split(' ').filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

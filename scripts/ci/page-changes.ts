import type { PageSnapshot } from './page-snapshot';

/** What can differ between two snapshots of a page, in the order the summary lists them. */
export type PageChange = 'title' | 'description' | 'canonical' | 'hreflang' | 'robots' | 'text';

/** The fields of the page that differ, in `PageChange` order; empty when the page is the same. */
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

/** The same languages to the same addresses; the order they are written in does not matter. */
function sameAlternates(before: Record<string, string>, after: Record<string, string>): boolean {
  const languages = Object.keys(before);
  return (
    languages.length === Object.keys(after).length &&
    languages.every((language) => Object.hasOwn(after, language) && after[language] === before[language])
  );
}

/** How many words a text has more than another (negative: fewer), for "text (+12 words)". */
export function wordDelta(before: string, after: string): number {
  return countWords(after) - countWords(before);
}

/** Words: what stands between spaces and holds a letter or a digit (a lone "·" or "→" is none). */
function countWords(text: string): number {
  return text.split(' ').filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

import { readFileSync } from 'node:fs';
import { byCodeUnits, distPages } from './dist-pages';
import { pageChanges, wordDelta, type PageChange } from './page-changes';
import { snapshotPage, type PageSnapshot } from './page-snapshot';
import { findRedirect } from '../../src/server/node/cloudflare-redirects';
import { readRedirects, redirectsDiff, type RedirectsDiff } from './redirect-rules';

/** A page both builds have, and what differs on it. */
export type ChangedPage = {
  path: string;
  changes: PageChange[];
  /** How many words the text has more (negative: fewer); 0 when the text is the same. */
  wordDelta: number;
};

/** A page the base has and the head has not; `redirectsTo`: where the head sends its address, if anywhere. */
export type RemovedPage = { path: string; redirectsTo?: string };

/** What a pull request's build changes in the site against the base branch's build. */
export type DistDiff = {
  added: string[];
  changed: ChangedPage[];
  removed: RemovedPage[];
  unchanged: number;
  /** Pages in the head's build. */
  headPages: number;
  redirects: RedirectsDiff;
};

/**
 * Compares two built sites page by page, and their `_redirects`. A redirect's stand-in page (the
 * `<meta http-equiv="refresh">` page written for hosts without `_redirects`) is no page: its
 * address is reported with the redirects, and a page replaced by one is a removed page that now
 * redirects.
 */
export function diffDists(baseDir: string, headDir: string): DistDiff {
  const baseFiles = distPages(baseDir);
  const headFiles = distPages(headDir);
  const headRedirects = readRedirects(headDir);
  const diff: DistDiff = {
    added: [],
    changed: [],
    removed: [],
    unchanged: 0,
    headPages: 0,
    redirects: redirectsDiff(readRedirects(baseDir), headRedirects),
  };
  // One page at a time, each file read once: a site of thousands of pages is never held in memory.
  for (const path of [...new Set([...baseFiles.keys(), ...headFiles.keys()])].sort(byCodeUnits)) {
    const before = pageAt(baseFiles, path);
    const after = pageAt(headFiles, path);
    if (after.page !== undefined) diff.headPages += 1;
    if (before.page !== undefined && after.page !== undefined) {
      const changes = pageChanges(before.page, after.page);
      if (changes.length === 0) diff.unchanged += 1;
      else diff.changed.push({ path, changes, wordDelta: wordDelta(before.page.text, after.page.text) });
    } else if (after.page !== undefined) {
      diff.added.push(path);
    } else if (before.page !== undefined) {
      const redirectsTo = findRedirect(headRedirects, path)?.target ?? after.standInFor;
      diff.removed.push(redirectsTo === undefined ? { path } : { path, redirectsTo });
    }
  }
  return diff;
}

/**
 * The page at a path of one build, if it has one there: absent, or a redirect's stand-in (then
 * `standInFor` is where it sends the visitor).
 */
function pageAt(files: Map<string, string>, path: string): { page?: PageSnapshot; standInFor?: string } {
  const file = files.get(path);
  if (file === undefined) return {};
  const snapshot = snapshotPage(readFileSync(file, 'utf8'));
  return snapshot.refreshTo === undefined ? { page: snapshot } : { standInFor: snapshot.refreshTo };
}

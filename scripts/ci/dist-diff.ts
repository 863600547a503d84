import { readFileSync } from 'node:fs';
import { byCodeUnits, distPages } from './dist-pages';
import { pageChanges, wordDelta, type PageChange } from './page-changes';
import { snapshotPage, type PageSnapshot } from './page-snapshot';
import { findRedirect } from '../../src/server/node/cloudflare-redirects';
import { readRedirects, redirectsDiff, type RedirectsDiff } from './redirect-rules';

export type ChangedPage = {
  path: string;
  changes: PageChange[];
  /** Words more (negative: fewer) in the text. */
  wordDelta: number;
};

/** `redirectsTo`: where the head sends its address, if anywhere. */
export type RemovedPage = { path: string; redirectsTo?: string };

export type DistDiff = {
  added: string[];
  changed: ChangedPage[];
  removed: RemovedPage[];
  unchanged: number;
  headPages: number;
  redirects: RedirectsDiff;
};

/** A redirect's stand-in page (meta refresh, for hosts without `_redirects`) is reported with the redirects, not as a page. */
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
  // One page at a time: a site of thousands of pages is never held in memory.
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

/** A page of one build at a path; a redirect's stand-in gives `standInFor`, where it sends the visitor. */
function pageAt(files: Map<string, string>, path: string): { page?: PageSnapshot; standInFor?: string } {
  const file = files.get(path);
  if (file === undefined) return {};
  const snapshot = snapshotPage(readFileSync(file, 'utf8'));
  return snapshot.refreshTo === undefined ? { page: snapshot } : { standInFor: snapshot.refreshTo };
}

import { copyFileSync, linkSync, lstatSync, mkdirSync, readdirSync, readlinkSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Recreates the folder `source` at `target` with every file hard-linked (copied where the two are
 * on different file systems) and symbolic links kept as they are, leaving out the folders named
 * in `skipped` wherever they appear. Fast and cheap for a tree of thousands of files that is only
 * read; a file written in place in the copy would change the original too, so caches that tools
 * rewrite belong in `skipped`.
 */
export function linkTree(source: string, target: string, skipped: ReadonlySet<string> = new Set()): void {
  mkdirSync(target, { recursive: true });
  for (const entry of readdirSync(source, { withFileTypes: true })) {
    const from = join(source, entry.name);
    const to = join(target, entry.name);
    if (entry.isDirectory()) {
      if (!skipped.has(entry.name)) linkTree(from, to, skipped);
    } else if (entry.isSymbolicLink()) {
      symlinkSync(readlinkSync(from), to);
    } else if (lstatSync(from).isFile()) {
      linkOrCopy(from, to);
    }
  }
}

function linkOrCopy(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && (error.code === 'EXDEV' || error.code === 'EPERM'))) throw error;
    copyFileSync(from, to);
  }
}

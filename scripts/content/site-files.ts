import { readdirSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import { publicFiles } from './assets';
import { fileIssue, type ContentIssue } from './issues';
import type { ContentPaths } from './paths';

/** A folder's files and symlinks, all the way down, without following a symlink. */
function walk(dir: string, found: { files: string[]; symlinks: string[] }): void {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isSymbolicLink()) found.symlinks.push(path);
    else if (entry.isDirectory()) walk(path, found);
    else if (entry.isFile()) found.files.push(path);
  }
}

/**
 * What the folders a build reads and publishes may not hold, each file found by walking them:
 * - a symlink under content/ or public/: Vite copies its target into dist/, so a pull request's
 *   `public/x.png -> /proc/self/environ` would publish the CI's environment on its preview;
 * - an SVG under public/ with something that runs (assets.ts), whether or not content names it:
 *   every file of public/ is published at an address of the site's origin.
 */
export function checkSiteFiles(paths: ContentPaths): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const at = (path: string, message: string) => fileIssue(paths.relative(path), message);
  const files = paths.publicFiles ?? publicFiles();
  for (const [dir, published] of [
    [paths.contentDir, false],
    [paths.publicDir, true],
  ] as const) {
    const found = { files: [], symlinks: [] };
    walk(dir, found);
    for (const symlink of found.symlinks) {
      issues.push(
        at(
          symlink,
          `expected a file, found a symlink to ${readlinkSync(symlink)} (the build would publish what it points at; put the file itself here)`,
        ),
      );
    }
    if (!published) continue;
    for (const file of found.files) {
      if (!/\.svg$/i.test(file)) continue;
      const { active } = files.facts(file, true);
      if (active !== undefined) {
        issues.push(
          at(
            file,
            `expected a picture with nothing that runs, found ${active} (opened at its own address, an SVG runs it; export it again without scripts)`,
          ),
        );
      }
    }
  }
  return issues.sort((a, b) => a.file.localeCompare(b.file));
}

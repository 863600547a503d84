import { existsSync, readdirSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import { publicFiles } from './assets';
import { fileIssue, type ContentIssue } from './issues';
import type { ContentPaths } from './paths';

/**
 * What the folders a build reads and publishes may not hold, each file found by walking them
 * (a recursive readdir does not follow a symlink):
 * - a symlink under content/ or public/: Vite copies its target into dist/, so a pull request's
 *   `public/x.png -> /proc/self/environ` would publish the CI's environment on its preview;
 * - an SVG under public/ with something that runs (assets.ts), whether or not content names it:
 *   every file of public/ is published at an address of the site's origin.
 */
export function checkSiteFiles(paths: ContentPaths): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const files = paths.publicFiles ?? publicFiles();
  for (const dir of [paths.contentDir, paths.publicDir]) {
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      const path = join(entry.parentPath, entry.name);
      const active =
        dir === paths.publicDir && entry.isFile() && /\.svg$/i.test(path) ? files(path, true).active : undefined;
      const problem = entry.isSymbolicLink()
        ? `expected a file, found a symlink to ${readlinkSync(path)} (the build would publish what it points at; put the file itself here)`
        : active &&
          `expected a picture with nothing that runs, found ${active} (opened at its own address, an SVG runs it; export it again without scripts)`;
      if (problem) issues.push(fileIssue(paths.relative(path), problem));
    }
  }
  return issues.sort((a, b) => a.file.localeCompare(b.file));
}

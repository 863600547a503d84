import { basename } from 'node:path';
import { urlPathOf, walkFiles } from '../postbuild/dist-files';

/** URL path → file (`en/pricing/index.html` → `/en/pricing/`, `/it/404.html`), sorted by path for stable lists. */
export function distPages(distDir: string): Map<string, string> {
  const pages = walkFiles(distDir)
    .filter((file) => ['index.html', '404.html'].includes(basename(file)))
    .map((file): [string, string] => [urlPathOf(distDir, file), file]);
  return new Map(pages.sort(([a], [b]) => byCodeUnits(a, b)));
}

/** By UTF-16 code units: the same on every machine whatever its locale. */
export function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

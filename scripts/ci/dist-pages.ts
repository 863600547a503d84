import { basename } from 'node:path';
import { urlPathOf, walkFiles } from '../postbuild/dist-files';

/**
 * Every page of a built site, URL path → file: each `index.html` answers its folder's address
 * (`en/pricing/index.html` → `/en/pricing/`), and each `404.html` its own (`/it/404.html`).
 * Sorted by path, so every list made from it is in a stable order.
 */
export function distPages(distDir: string): Map<string, string> {
  const pages = walkFiles(distDir)
    .filter((file) => ['index.html', '404.html'].includes(basename(file)))
    .map((file): [string, string] => [urlPathOf(distDir, file), file]);
  return new Map(pages.sort(([a], [b]) => byCodeUnits(a, b)));
}

/** Sorts strings by UTF-16 code units, the same on every machine whatever its locale. */
export function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

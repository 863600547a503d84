import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every page of a built site, URL path → file: each `index.html` answers its folder's address
 * (`en/pricing/index.html` → `/en/pricing/`), and each `404.html` its own (`/it/404.html`).
 * Sorted by path, so every list made from it is in a stable order.
 */
export function distPages(distDir: string): Map<string, string> {
  const pages: [string, string][] = [];
  const walk = (dir: string, urlPath: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = join(dir, entry.name);
      if (entry.isDirectory()) walk(file, `${urlPath}${entry.name}/`);
      else if (entry.isFile() && entry.name === 'index.html') pages.push([urlPath, file]);
      else if (entry.isFile() && entry.name === '404.html') pages.push([`${urlPath}404.html`, file]);
    }
  };
  walk(distDir, '/');
  return new Map(pages.sort(([a], [b]) => byCodeUnits(a, b)));
}

/** Sorts strings by UTF-16 code units, the same on every machine whatever its locale. */
export function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

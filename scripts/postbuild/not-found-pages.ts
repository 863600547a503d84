import { existsSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../src/i18n/languages';
import { notFoundPrerenderPath } from '../../src/routes/route-list';

/**
 * Where each language's not-found page is served from: dist/404.html and dist/it/404.html.
 * Cloudflare Pages (and `npm start`) answer a miss with the nearest 404.html up the requested
 * path, so the English page at the root covers every miss outside `/it/`: `_redirects` has no
 * rule for them. Moving either file changes which page a miss gets.
 */
export function notFoundFile(language: (typeof LANGUAGES)[number]): string {
  return language === DEFAULT_LANGUAGE ? '404.html' : `${language}/404.html`;
}

/**
 * The not-found route is prerendered at /en/404 and /it/404 like any other page, then moved where CDNs look for it (the nearest 404.html up the path).
 */
export function placeNotFoundPages(distDir: string): void {
  for (const language of LANGUAGES) {
    const rendered = join(distDir, notFoundPrerenderPath(language), 'index.html');
    if (!existsSync(rendered)) throw new Error(`The not-found page for ${language} was not prerendered (${rendered})`);
    renameSync(rendered, join(distDir, notFoundFile(language)));
    rmSync(dirname(rendered), { recursive: true });
  }
}

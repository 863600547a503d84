import { escapeHtml } from '../postbuild/escape-html';
import type { PageAssets } from './client-manifest';

/** The template's entry script and the module preloads Vite wrote for the entry's imports. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** How pages start the application: the starter's code, the entry module, and the entry's imports. */
export type AppStart = { starterCode: string; entry: string; entryPreloads: string[] };

/** The page template without its module tags, and what they named. */
export type StartlessTemplate = { template: string; entry: string; entryPreloads: string[] };

/**
 * Takes the entry's `<script type="module">` and its module preloads out of the built template:
 * a page carries only the starter script (src/start-app.ts), which loads them once the page is
 * painted. Throws unless the template has exactly one entry script.
 */
export function withoutModuleTags(template: string): StartlessTemplate {
  const entries = [...template.matchAll(ENTRY_SCRIPT)].map(([, src = '']) => src);
  if (entries.length !== 1 || !entries[0])
    throw new Error(`expected one entry <script type="module"> in the page template, found ${entries.length}`);
  const entryPreloads = [...template.matchAll(MODULE_PRELOAD)].map(([, href = '']) => href);
  return {
    template: template.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''),
    entry: entries[0],
    entryPreloads,
  };
}

/** The starter's element for a page: its code inline, naming the entry and every module once. */
export function appStartScript(starterCode: string, entry: string, preloads: readonly string[]): string {
  const preload = [...new Set(preloads)].join(' ');
  return `<script data-entry="${escapeHtml(entry)}" data-preload="${escapeHtml(preload)}">${starterCode}</script>`;
}

/**
 * What ends a page's head (the stylesheets of its own chunks) and what follows its rendered app
 * in the body: the starter, with every module the page needs. At the end of the body the starter
 * finds the whole page parsed, the consent banner it runs included.
 */
export function pageEnds(assets: PageAssets, start: AppStart): { headEnd: string; bodyEnd: string } {
  return {
    headEnd: assets.stylesheets
      .map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`)
      .join(''),
    bodyEnd: appStartScript(start.starterCode, start.entry, [...start.entryPreloads, ...assets.modules]),
  };
}

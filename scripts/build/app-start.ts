import { escapeHtml } from '../postbuild/escape-html';
import type { PageAssets } from './client-manifest';

/** The template's entry script and the module preloads Vite wrote for the entry's imports. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** How pages start the application: the starter's address, the entry module, and the entry's imports. */
export type AppStart = { starter: string; entry: string; entryPreloads: string[] };

/** The page template without its module tags, and what they named. */
export type StartlessTemplate = { template: string; entry: string; entryPreloads: string[] };

/**
 * Takes the entry's `<script type="module">` and its module preloads out of the built template:
 * a page names only the starter script (src/start-app.ts), which loads them once the page is
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

/** The starter's tag for a page: the entry, and every module the page needs at start. */
export function appStartTag(starter: string, entry: string, preloads: readonly string[]): string {
  const preload = [...new Set(preloads)].join(' ');
  return `<script src="${escapeHtml(starter)}" data-entry="${escapeHtml(entry)}" data-preload="${escapeHtml(preload)}" defer></script>`;
}

/** What ends a page's head: the stylesheets of its own chunks, then the starter with every module it needs. */
export function endOfHead(assets: PageAssets, start: AppStart): string {
  const stylesheets = assets.stylesheets.map(
    (href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`,
  );
  return stylesheets.join('') + appStartTag(start.starter, start.entry, [...start.entryPreloads, ...assets.modules]);
}

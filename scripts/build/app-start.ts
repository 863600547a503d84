import { escapeUTF8 } from 'entities';

/** The template's entry script and the module preloads Vite wrote for the entry's imports. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** A page without its module tags, and what they named. */
export type StartlessTemplate = { template: string; entry: string; entryPreloads: string[] };

/**
 * Takes the entry's `<script type="module">` and its module preloads out of a page:
 * a page carries only the starter script (src/start-app.ts), which loads them once the page is
 * painted. Throws unless the page has exactly one entry script.
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
  return `<script data-entry="${escapeUTF8(entry)}" data-preload="${escapeUTF8(preload)}">${starterCode}</script>`;
}

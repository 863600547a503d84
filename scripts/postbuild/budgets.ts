/**
 * First-load byte budgets for every page of dist/: bytes are deterministic, so unlike times they
 * can fail a build. The JavaScript figure is a floor; the router loads page code at run time.
 */
import { readFileSync } from 'node:fs';
import { LANGUAGES } from '../../src/i18n/languages';
import type { PageId } from '../../src/routes/pages';
import { pathTo } from '../../src/routes/paths';
import { measureFirstLoad, type FirstLoad } from './first-load';
import { urlPathOf, walkFiles } from './dist-files';
import { isRedirectPage } from './redirects';

export const KB = 1024;

export type Budgets = { contentPageJsBrotli: number; formPageJsBrotli: number; cssGzip: number };

export const BUDGETS: Budgets = { contentPageJsBrotli: 125 * KB, formPageJsBrotli: 150 * KB, cssGzip: 15 * KB };

/**
 * Pages whose form is filled in at once, so its code may load at start; a form further down a
 * content page loads when approached.
 */
export const FORM_PAGE_IDS = ['demo', 'team'] as const satisfies readonly PageId[];

export function formPagePaths(): Set<string> {
  return new Set(FORM_PAGE_IDS.flatMap((pageId) => LANGUAGES.map((language) => pathTo(pageId, language))));
}

export type PageKind = 'content' | 'form';

export type PageVerdict = FirstLoad & { kind: PageKind; jsBudget: number; problems: string[] };

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
/** How far over a budget: in bytes while it would read 0.0 KB. */
const excess = (bytes: number) => (bytes < KB / 20 ? `${bytes} bytes` : kb(bytes));
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

function verdict(page: FirstLoad, kind: PageKind, budgets: Budgets): PageVerdict {
  const jsBudget = kind === 'form' ? budgets.formPageJsBrotli : budgets.contentPageJsBrotli;
  const problems: string[] = [];
  if (page.js.brotli > jsBudget)
    problems.push(
      `${page.urlPath}: JavaScript first loaded is ${kb(page.js.brotli)} brotli (${plural(page.js.files.length, 'file')}), ` +
        `over the ${kind}-page budget of ${kb(jsBudget)} by ${excess(page.js.brotli - jsBudget)}`,
    );
  if (page.css.gzip > budgets.cssGzip)
    problems.push(
      `${page.urlPath}: CSS is ${kb(page.css.gzip)} gzip (${plural(page.css.files.length, 'stylesheet')}` +
        `${page.css.inlineGzip > 0 ? ` + ${kb(page.css.inlineGzip)} inline <style>` : ''}), ` +
        `over the budget of ${kb(budgets.cssGzip)} by ${excess(page.css.gzip - budgets.cssGzip)}`,
    );
  return { ...page, kind, jsBudget, problems };
}

export function pagePaths(distDir: string): string[] {
  return walkFiles(distDir)
    .filter((file) => file.endsWith('.html'))
    .filter((file) => !isRedirectPage(readFileSync(file, 'utf8')))
    .map((file) => urlPathOf(distDir, file))
    .sort();
}

export function checkBudgets(
  distDir: string,
  { budgets = BUDGETS, formPaths = formPagePaths() }: { budgets?: Budgets; formPaths?: ReadonlySet<string> } = {},
): PageVerdict[] {
  return measureFirstLoad(distDir, pagePaths(distDir)).map((page) =>
    verdict(page, formPaths.has(page.urlPath) ? 'form' : 'content', budgets),
  );
}

/** The heaviest pages, passing or not, so a change shows how far it moved the worst case. */
export function worstPages(verdicts: readonly PageVerdict[], budgets: Budgets = BUDGETS, count = 3): string[] {
  const heaviest = <T>(pages: readonly T[], bytes: (page: T) => number) =>
    [...pages].sort((a, b) => bytes(b) - bytes(a)).slice(0, count);
  const line = (bytes: number, budget: number, page: PageVerdict) =>
    `  ${kb(bytes).padStart(9)} of ${kb(budget).padStart(8)}  ${page.urlPath}`;
  const lines: string[] = [];
  for (const kind of ['content', 'form'] as const) {
    const pages = verdicts.filter((page) => page.kind === kind);
    if (pages.length === 0) continue;
    lines.push(`JavaScript first loaded, brotli, heaviest ${kind} pages:`);
    lines.push(...heaviest(pages, (page) => page.js.brotli).map((page) => line(page.js.brotli, page.jsBudget, page)));
  }
  lines.push('CSS, gzip, heaviest pages:');
  lines.push(...heaviest(verdicts, (page) => page.css.gzip).map((page) => line(page.css.gzip, budgets.cssGzip, page)));
  return lines;
}

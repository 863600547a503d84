/**
 * `npm run bench:js -- --articles 2,1000`: how the JavaScript that pages load grows with the
 * number of articles. For each N, a temporary copy of the project gets generated articles until
 * each language has N (the project's own count; N = 2 is the project as it is), is built with
 * `npm run build`, and its dist/ is measured: the JavaScript (gzip) that the home, team, articles
 * list and an article page load at start, the entry chunk, and the HTML of the two article pages.
 * The project's own content/ and dist/ are never written.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from '@playwright/test';
import { LANGUAGES } from '../../src/i18n/languages';
import { walkFiles } from '../postbuild/dist-files';
import { fillArticles } from './article-generator';
import { pageJavaScript, type PageJavaScript } from './page-scripts';
import { launchBrowser, measurePage } from './page-weight';
import { parseArticleCounts } from './scale/article-counts';
import { PAGE_KINDS, PAGE_LABELS, measuredPaths, type PageKind } from './scale/measured-pages';
import { withProjectCopy } from './scale/project-copy';
import { runCommand } from './scale/run-command';
import { formatTable, kb } from './scale/table';
import { serveDist } from './serve-dist';

type MeasuredPage = { path: string; declared: PageJavaScript; loadedGzip?: number };
type Run = { articles: number; buildMs: number; htmlFiles: number; pages: Record<PageKind, MeasuredPage> };

const USAGE = 'npm run bench:js -- --articles 2,1000 [--no-browser]';

async function measure(articles: number, browser: Browser | undefined): Promise<Run> {
  return withProjectCopy(async (root) => {
    const generated = fillArticles(join(root, 'content'), articles).length / LANGUAGES.length;
    console.error(`N=${articles}: ${generated} generated article pairs in ${root}; npm run build…`);
    const build = await runCommand({
      cwd: root,
      command: 'npm',
      args: ['run', 'build'],
      logFile: join(root, 'bench-build.log'),
    });
    const buildMs = build.wallMs;
    const distDir = join(root, 'dist');
    const server = browser ? await serveDist(distDir) : undefined;
    try {
      const measurePath = async (path: string): Promise<MeasuredPage> => {
        const loaded = browser && server ? await measurePage(browser, server.origin, path) : undefined;
        return { path, declared: pageJavaScript(distDir, path), loadedGzip: loaded?.jsGzip };
      };
      const paths = measuredPaths();
      const pages = {
        home: await measurePath(paths.home),
        team: await measurePath(paths.team),
        list: await measurePath(paths.list),
        article: await measurePath(paths.article),
      };
      const htmlFiles = walkFiles(distDir).filter((file) => file.endsWith('.html')).length;
      console.error(`N=${articles}: built ${htmlFiles} HTML files in ${(buildMs / 1000).toFixed(1)} s, measured`);
      return { articles, buildMs, htmlFiles, pages };
    } finally {
      server?.close();
    }
  });
}

function report(runs: Run[]): string {
  const row = (label: string, value: (run: Run) => string) => [label, ...runs.map(value)];
  const js = ({ declared, loadedGzip }: MeasuredPage) =>
    loadedGzip === undefined ? kb(declared.gzipBytes) : `${kb(declared.gzipBytes)} / ${kb(loadedGzip)}`;
  const paths = measuredPaths();
  return formatTable([
    row('articles per language', (run) => `N=${run.articles}`),
    ...PAGE_KINDS.map((kind) => row(`JS gz KB, ${PAGE_LABELS[kind]} ${paths[kind]}`, (run) => js(run.pages[kind]))),
    row('JS gz KB, entry chunk alone', (run) => kb(run.pages.home.declared.entryGzipBytes)),
    row('HTML gz KB, articles list', (run) => kb(run.pages.list.declared.htmlGzipBytes)),
    row('HTML gz KB, article', (run) => kb(run.pages.article.declared.htmlGzipBytes)),
    row('HTML files built', (run) => String(run.htmlFiles)),
    row('npm run build, s', (run) => (run.buildMs / 1000).toFixed(1)),
  ]);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { articles: { type: 'string', multiple: true }, 'no-browser': { type: 'boolean', default: false } },
  });
  const counts = parseArticleCounts(values.articles ?? ['2,1000'], USAGE);
  const browser = values['no-browser'] ? undefined : await launchBrowser();
  try {
    const runs: Run[] = [];
    for (const count of counts) runs.push(await measure(count, browser));
    console.log(
      browser
        ? 'JS: named by the HTML, with their static imports / as Chromium loads it (adds dynamic imports made at start)\n'
        : 'JS: named by the HTML, with their static imports\n',
    );
    console.log(report(runs));
  } finally {
    await browser?.close();
  }
}

await main();

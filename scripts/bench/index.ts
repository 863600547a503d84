/**
 * The performance benchmark: `npm run bench` (after `npm run build`).
 * Measures the content step, and for one page of every kind in both languages what the browser
 * downloads before any interaction (HTML, JS and CSS, gzip) and its load time on loopback.
 * Numbers, not pass/fail: compare them between changes.
 */
import { join } from 'node:path';
import { LANGUAGES } from '../../src/i18n/languages';
import { siteRoutes } from '../../src/routes/route-list';
import { compileContent } from '../content/compile';
import { contentPaths } from '../content/paths';
import { walkFiles } from '../postbuild/dist-files';
import { launchBrowser, measurePage } from './page-weight';
import { serveDist } from './serve-dist';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function contentStepMs(runs: number): number {
  const paths = contentPaths(process.cwd());
  return median(
    Array.from({ length: runs }, () => {
      const started = performance.now();
      compileContent(paths);
      return performance.now() - started;
    }),
  );
}

async function main() {
  const distDir = join(process.cwd(), 'dist');
  console.log(`content step (compile in process, median of 5): ${contentStepMs(5).toFixed(0)} ms`);
  console.log(
    `pages in dist/: ${walkFiles(distDir).filter((file) => file.endsWith('.html')).length} HTML files, ${siteRoutes().length} routes\n`,
  );

  const { origin, close } = await serveDist(distDir);

  const routes = siteRoutes();
  const samples = LANGUAGES.flatMap((language) => [
    ...[...new Set(routes.map((route) => route.pageId))].map(
      (pageId) => routes.find((route) => route.pageId === pageId && route.language === language)?.path,
    ),
    language === 'en' ? '/no-such-page/' : `/${language}/no-such-page/`,
  ]).filter((path): path is string => path !== undefined);

  const browser = await launchBrowser();
  console.log('page'.padEnd(62), 'HTML', '    HTML gz', ' JS gz (files)', '  CSS gz', ' load');
  for (const path of samples) {
    const weight = await measurePage(browser, origin, path);
    console.log(
      path.padEnd(60),
      kb(weight.htmlBytes).padStart(9),
      kb(weight.htmlGzip).padStart(9),
      `${kb(weight.jsGzip)} (${weight.jsFiles})`.padStart(14),
      kb(weight.cssGzip).padStart(9),
      `${weight.loadMs} ms`.padStart(7),
    );
  }
  await browser.close();
  close();
}

await main();

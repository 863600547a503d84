/**
 * `npm run bench:content -- --articles 100,1000 [--runs 3]`: the content step (`npm run content`)
 * at N articles per language, cold (from nothing: every cache and src/generated/ deleted, as in a
 * fresh clone) and after editing one article, each `runs` times in turns. Prints the load
 * average before the first run, then the median (and range) of the wall times. Each N runs in a
 * copy of the project of its own; the copies are deleted together at the end (build-scale.ts
 * says why). The project's own content/ is never written.
 */
import { appendFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fillArticles, markdownFiles } from './article-generator';
import { parseCounts } from './scale/counts';
import { copyProject } from '../../tests/support/project-copy';
import { runCommand } from './scale/run-command';
import { formatTable, medianWithRange } from './scale/table';
import { laterRemovals, type LaterRemovals } from '../../tests/support/temporary-folder';

const USAGE = 'npm run bench:content -- --articles 100,1000 [--runs 3]';

/** What the content step writes or caches: deleted before each cold run. */
const CONTENT_OUTPUT = ['src/generated', '.cache', 'node_modules/.cache', 'public/images/_'];

const EDIT = '\n\nOne more sentence, added by the benchmark to time the content step after editing one article.\n';

type Result = { articles: number; loadBefore: number; coldMs: number[]; editedMs: number[] };

async function measure(articles: number, runs: number, later: LaterRemovals): Promise<Result> {
  const root = later.make('talvera-bench-');
  copyProject(root);
  // A generated article, or the project's own where N is its own count and none was generated.
  const edited =
    fillArticles(join(root, 'content'), articles)[0] ?? markdownFiles(join(root, 'content', 'articles', 'en'))[0] ?? '';
  const logFile = join(root, 'bench-content.log');
  const content = async () =>
    (await runCommand({ cwd: root, command: 'npm', args: ['run', 'content'], logFile })).wallMs;
  const result: Result = { articles, loadBefore: loadavg()[0] ?? 0, coldMs: [], editedMs: [] };
  for (let run = 1; run <= runs; run++) {
    console.error(`N=${articles}: run ${run} of ${runs}…`);
    for (const output of CONTENT_OUTPUT) rmSync(join(root, output), { recursive: true, force: true });
    result.coldMs.push(await content());
    appendFileSync(edited, EDIT);
    result.editedMs.push(await content());
  }
  return result;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { articles: { type: 'string', multiple: true }, runs: { type: 'string', default: '3' } },
  });
  const counts = parseCounts(values.articles ?? ['1000'], USAGE);
  const runs = Math.max(...parseCounts([values.runs], USAGE));
  const later = laterRemovals();
  const results: Result[] = [];
  try {
    for (const articles of counts) results.push(await measure(articles, runs, later));
  } finally {
    later.removeAll();
  }
  const row = (label: string, value: (result: Result) => string) => [label, ...results.map(value)];
  console.log(
    `npm run content on ${availableParallelism()} cores, Node ${process.version}: wall time, median (range) of ${runs} run(s).\n\n` +
      formatTable([
        row('articles per language', (result) => `N=${result.articles}`),
        row('load average before', (result) => result.loadBefore.toFixed(2)),
        row('cold, ms', (result) => medianWithRange(result.coldMs)),
        row('after editing one article, ms', (result) => medianWithRange(result.editedMs)),
      ]),
  );
}

await main();

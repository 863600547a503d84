/**
 * `npm run bench:dev -- --articles 1000 [--edits 5]`: in `npm run dev` with N articles per
 * language, the time from saving an edit to an article until Chromium, showing that article,
 * shows the new sentence (the dev server recompiles content/ and reloads the page). Prints the
 * load average before the first edit, each edit's time with the dev server's own recompile
 * line, and the median. Works in a copy of the project (build-scale.ts says why).
 */
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { basename, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { fillArticles } from './article-generator';
import { parseCounts } from './scale/counts';
import { formatTable, medianWithRange } from './scale/table';
import { findChromium } from '../chromium';
import { articlePath } from '../../src/pages/article/article-path';
import { copyProject } from '../../tests/support/project-copy';
import { laterRemovals } from '../../tests/support/temporary-folder';

const USAGE = 'npm run bench:dev -- --articles 1000 [--edits 5]';

/** The dev server's line after each recompile (scripts/content/dev-recompile.ts). */
const RECOMPILED = /content: \d+ module\(s\) changed in \d+ ms/g;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { articles: { type: 'string', default: '1000' }, edits: { type: 'string', default: '5' } },
  });
  const articles = Math.max(...parseCounts([values.articles], USAGE));
  const edits = Math.max(...parseCounts([values.edits], USAGE));
  const later = laterRemovals();
  const root = later.make('talvera-bench-dev-');
  copyProject(root);
  const edited = fillArticles(join(root, 'content'), articles)[0];
  if (!edited) throw new Error(`${USAGE}: no article was generated`);
  console.error(`N=${articles}: starting npm run dev (its content step compiles every article first)…`);
  const dev = spawn('npm', ['run', 'dev'], { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  for (const stream of [dev.stdout, dev.stderr]) stream.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const browser = await chromium.launch({ executablePath: findChromium() });
  try {
    // Vite takes the next free port when its own is taken, and says which.
    while (!/Local:\s+http:\/\/localhost:\d+/.test(log)) {
      if (dev.exitCode !== null) throw new Error(`npm run dev stopped:\n${log}`);
      await sleep(200);
    }
    const origin = /Local:\s+(http:\/\/localhost:\d+)/.exec(log)?.[1] ?? '';
    const page = await browser.newPage();
    await page.goto(`${origin}${articlePath({ language: 'en', slug: basename(edited, '.md') })}`, { timeout: 120_000 });
    // The dev server compiles everything once more when it has started, so that an edit compiles one file.
    await sleep(Math.max(10_000, articles * 30));
    const loadBefore = loadavg()[0] ?? 0;
    const times: number[] = [];
    const lines: string[] = [];
    for (let edit = 1; edit <= edits; edit++) {
      const sentence = `Sentence ${edit} added by the dev benchmark at ${Date.now()}.`;
      const logBefore = log.length;
      const saved = performance.now();
      appendFileSync(edited, `\n\n${sentence}\n`);
      await page.getByText(sentence).waitFor({ timeout: 60_000 });
      times.push(performance.now() - saved);
      lines.push(log.slice(logBefore).match(RECOMPILED)?.at(-1) ?? '(no recompile line)');
      await sleep(2_000);
    }
    console.log(
      `npm run dev on ${availableParallelism()} cores, Node ${process.version}, N=${articles}, load average ${loadBefore.toFixed(2)} before the first edit.\n\n` +
        formatTable([
          ['edit', 'saved to shown, ms', 'the dev server'],
          ...times.map((ms, index) => [String(index + 1), String(Math.round(ms)), lines[index] ?? '']),
          ['median (range)', medianWithRange(times), ''],
        ]),
    );
  } finally {
    await browser.close();
    if (dev.pid) process.kill(-dev.pid, 'SIGTERM');
    later.removeAll();
  }
}

await main();

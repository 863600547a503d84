/**
 * `npm run bench:scale -- --articles 100,1000 [--pairs 3] [--peer <path to peer-astro>]`: our cold
 * `npm run build` against the Astro peer's cold `astro build` of the same generated articles, N
 * per language. For each N, the builds alternate in pairs (ours, Astro, ours, Astro, …); before
 * each pair the load average is printed, then each build's wall time and peak RSS (GNU time's
 * maximum resident set size, as the peer's run.sh reads it), and last the medians and the
 * ours/Astro ratios. Each build runs in a folder of its own, made before the pair starts, and all
 * are deleted together at the end: on this machine's disk, a build that follows a large delete
 * makes its folders several times slower. The project's own content/ and dist/ are never written.
 */
import { readdirSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fillArticles } from './article-generator';
import { parseCounts } from './scale/counts';
import { DEFAULT_PEER, installPeer, PEER_BUILD, preparePeerBuild } from './scale/peer-astro';
import { copyProject } from '../../tests/support/project-copy';
import { runCommand, type CommandOptions } from './scale/run-command';
import { formatTable, median } from './scale/table';
import { laterRemovals, type LaterRemovals } from '../../tests/support/temporary-folder';

const USAGE = 'npm run bench:scale -- --articles 100,1000 [--pairs 3] [--peer <path to peer-astro>]';

type Build = { wallMs: number; peakRssKb: number; htmlFiles: number };
type Side = 'ours' | 'Astro';
type Result = { articles: number; builds: Record<Side, Build[]> };

/** A copy of the project with `articles` per language: it holds no build output or cache (copyProject), so its build is cold. */
function prepareOurBuild(articles: number, later: LaterRemovals): string {
  const root = later.make('talvera-bench-');
  copyProject(root);
  fillArticles(join(root, 'content'), articles);
  return root;
}

async function timeBuild(folder: string, command: Pick<CommandOptions, 'command' | 'args' | 'env'>): Promise<Build> {
  const logFile = join(folder, 'bench-build.log');
  const { wallMs, peakRssKb = 0 } = await runCommand({ ...command, cwd: folder, logFile, measureMemory: true });
  const htmlFiles = readdirSync(join(folder, 'dist'), { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.html'),
  ).length;
  return { wallMs, peakRssKb, htmlFiles };
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);
const megabytes = (kb: number) => (kb / 1024).toFixed(0);
const summary = ({ wallMs, peakRssKb, htmlFiles }: Build) =>
  `${seconds(wallMs)} s, ${megabytes(peakRssKb)} MB, ${htmlFiles} HTML files`;

async function measure(articles: number, pairs: number, peer: string, later: LaterRemovals): Promise<Result> {
  const builds: Record<Side, Build[]> = { ours: [], Astro: [] };
  for (let pair = 1; pair <= pairs; pair++) {
    console.error(`N=${articles}, pair ${pair}: preparing both folders…`);
    const ourFolder = prepareOurBuild(articles, later);
    const peerFolder = await preparePeerBuild(peer, articles, later);
    const load = loadavg().map((average) => average.toFixed(2));
    console.log(`N=${articles}, pair ${pair}/${pairs}: load average ${load.join(' ')}`);
    const ours = await timeBuild(ourFolder, { command: 'npm', args: ['run', 'build'] });
    console.log(`  ours  (npm run build)  ${summary(ours)}`);
    const astro = await timeBuild(peerFolder, PEER_BUILD);
    console.log(`  Astro (astro build)    ${summary(astro)}`);
    builds.ours.push(ours);
    builds.Astro.push(astro);
  }
  return { articles, builds };
}

function report(results: readonly Result[]): string {
  const row = (label: string, value: (result: Result) => string) => [label, ...results.map(value)];
  const medianOf = (side: Side, value: (build: Build) => number) => (result: Result) =>
    median(result.builds[side].map(value));
  const ratio = (value: (build: Build) => number) => (result: Result) =>
    `${(medianOf('ours', value)(result) / medianOf('Astro', value)(result)).toFixed(2)}×`;
  const wall = (build: Build) => build.wallMs;
  const rss = (build: Build) => build.peakRssKb;
  return formatTable([
    row('articles per language', (result) => `N=${result.articles}`),
    row('ours: build, s', (result) => seconds(medianOf('ours', wall)(result))),
    row('Astro: build, s', (result) => seconds(medianOf('Astro', wall)(result))),
    row('time, ours / Astro', ratio(wall)),
    row('ours: peak RSS, MB', (result) => megabytes(medianOf('ours', rss)(result))),
    row('Astro: peak RSS, MB', (result) => megabytes(medianOf('Astro', rss)(result))),
    row('peak RSS, ours / Astro', ratio(rss)),
  ]);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      articles: { type: 'string', multiple: true },
      pairs: { type: 'string', default: '3' },
      peer: { type: 'string', default: DEFAULT_PEER },
    },
  });
  const counts = parseCounts(values.articles ?? ['1000'], USAGE);
  const pairs = Math.max(...parseCounts([values.pairs], USAGE));
  console.log(
    `Cold builds on ${availableParallelism()} cores, Node ${process.version}, ${pairs} alternated pair(s) per N; the Astro peer from ${values.peer}.`,
  );
  const later = laterRemovals();
  const results: Result[] = [];
  try {
    console.error('Installing the Astro peer in a temporary folder…');
    const peer = await installPeer(resolve(values.peer), later);
    for (const articles of counts) results.push(await measure(articles, pairs, peer, later));
  } finally {
    console.error('Deleting the build folders…');
    later.removeAll();
  }
  console.log(`\nMedians of ${pairs} pair(s):\n${report(results)}`);
}

await main();

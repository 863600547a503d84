/**
 * `npm run bench:scale -- --articles 10,100,1000 [--warm] [--peer ../shared/bench/peer-astro]`:
 * how the build scales with the number of articles (issue 10). For each N (default 1000), a
 * temporary copy of the project gets generated articles until each language has N, its caches
 * are cleared as the Astro peer's run.sh clears its own, and the real `npm run build` runs there
 * under GNU time. Printed: the wall time, the stage times the build reports, the peak RSS,
 * what the home page, the articles list and an article download at first load, and what the
 * article search downloads when first used (its index per language and its code). `--warm` adds a
 * second build after appending a sentence to one generated article; `--peer` builds the Astro
 * peer with the same N beside it; `--content-only` runs `npm run content` instead of the build
 * (the content step's cold and warm times, in seconds rather than minutes), `--repeat R` times
 * each, printing the median and the range: on a small machine one run says little. The project's own
 * content/ and dist/ are never written. Each build, ours and the peer's, runs in a folder of its
 * own, and the folders are deleted together at the end, so that no build follows a large delete.
 */
import { appendFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { LANGUAGES } from '../../src/i18n/languages';
import { listFiles } from '../content/paths';
import { pagePaths } from '../postbuild/budgets';
import { walkFiles } from '../postbuild/dist-files';
import { fillArticles } from './article-generator';
import { measureFirstLoad, type FirstLoad } from './first-load';
import { parseArticleCounts } from './scale/article-counts';
import { BUILD_STAGES, buildStageTimes, contentPicturesMs, type BuildStage } from './scale/build-stages';
import { measuredPaths } from './scale/measured-pages';
import { memoryMethod } from './scale/peak-memory';
import { withPeerAstro, type PeerAstro, type PeerBuild } from './scale/peer-astro';
import { withProjectCopy } from './scale/project-copy';
import { laterRemovals, type LaterRemovals } from './scale/temporary-folder';
import { measureSearchFirstUse, type SearchFirstUse } from './search-first-use';
import { runCommand } from './scale/run-command';
import { formatTable, kb, medianWithRange } from './scale/table';

const USAGE =
  'npm run bench:scale -- --articles 10,100,1000 [--warm] [--content-only [--repeat 3]] [--peer <path to peer-astro>]';

/** What the peer's run.sh deletes, in our terms: build output and the tools' caches. */
const BUILD_CACHES = ['dist', '.cache', 'node_modules/.cache', 'node_modules/.vite', 'public/images/_'];

const MEASURED_PAGES = ['home', 'list', 'article'] as const;
type MeasuredPage = (typeof MEASURED_PAGES)[number];
const PAGE_LABELS: Record<MeasuredPage, string> = { home: 'home', list: 'articles list', article: 'article' };

type StageTimes = Partial<Record<BuildStage, number>>;

type OurBuild = {
  wallMs: number;
  peakRssKb?: number;
  stages: StageTimes;
  /** The image step inside the content stage, which the content target leaves aside. */
  contentPicturesMs?: number;
  htmlFiles: number;
  /** HTML files that are pages, not the stand-ins of redirects. */
  pages: number;
  /** One-minute load average of the machine just before the build. */
  loadBefore: number;
  firstLoad: Record<MeasuredPage, FirstLoad>;
  search: SearchFirstUse;
  warm?: { wallMs: number; stages: StageTimes };
};

type Run = { articles: number; ours: OurBuild; peer?: PeerBuild };

const WARM_EDIT = '\n\nOne more sentence, added by the benchmark to time a build after editing one article.\n';

async function buildOurs(articles: number, warm: boolean, later: LaterRemovals): Promise<OurBuild> {
  return withProjectCopy(
    async (root) => {
      const written = fillArticles(join(root, 'content'), articles);
      for (const cache of BUILD_CACHES) rmSync(join(root, cache), { recursive: true, force: true });
      console.error(`N=${articles}: ${written.length} generated articles in ${root}; cold npm run build…`);
      const loadBefore = loadavg()[0] ?? 0;
      const cold = await runCommand({
        cwd: root,
        command: 'npm',
        args: ['run', 'build'],
        logFile: join(root, 'bench-build.log'),
        measureMemory: true,
      });
      const distDir = join(root, 'dist');
      const paths = measuredPaths();
      const [home, list, article] = measureFirstLoad(distDir, [paths.home, paths.list, paths.article]);
      if (home === undefined || list === undefined || article === undefined) throw new Error('a page was not measured');
      const build: OurBuild = {
        wallMs: cold.wallMs,
        peakRssKb: cold.peakRssKb,
        stages: buildStageTimes(cold.output),
        contentPicturesMs: contentPicturesMs(cold.output),
        htmlFiles: walkFiles(distDir).filter((file) => file.endsWith('.html')).length,
        pages: pagePaths(distDir).length,
        loadBefore,
        firstLoad: { home, list, article },
        search: measureSearchFirstUse(distDir, list.js.files),
      };
      console.error(`N=${articles}: built ${build.pages} pages in ${(cold.wallMs / 1000).toFixed(1)} s`);
      if (warm) {
        // A generated article, or the project's own where N is its own count and none was generated.
        const edited = written[0] ?? listFiles(join(root, 'content', 'articles', 'en'), '.md')[0] ?? '';
        appendFileSync(edited, WARM_EDIT);
        console.error(`N=${articles}: one article edited; warm npm run build…`);
        const again = await runCommand({
          cwd: root,
          command: 'npm',
          args: ['run', 'build'],
          logFile: join(root, 'bench-warm.log'),
        });
        build.warm = { wallMs: again.wallMs, stages: buildStageTimes(again.output) };
      }
      return build;
    },
    { later },
  );
}

/**
 * The content step alone, each `repeat` times: cold from nothing (every cache cleared, and
 * src/generated/), and after editing one article. Times in ms, each with the image step's share.
 */
type ContentTimes = { ms?: number; picturesMs?: number };
type ContentRun = {
  articles: number;
  loadBefore: number;
  cold: ContentTimes[];
  warm: ContentTimes[];
};

async function contentOnly(articles: number, warm: boolean, repeat: number): Promise<ContentRun> {
  return withProjectCopy(async (root) => {
    const written = fillArticles(join(root, 'content'), articles);
    const edited = written[0] ?? listFiles(join(root, 'content', 'articles', 'en'), '.md')[0] ?? '';
    console.error(
      `N=${articles}: ${written.length} generated articles in ${root}; npm run content, ${repeat} time(s) each…`,
    );
    const loadBefore = loadavg()[0] ?? 0;
    const content = async (log: string): Promise<ContentTimes> => {
      const run = await runCommand({ cwd: root, command: 'npm', args: ['run', 'content'], logFile: join(root, log) });
      return { ms: buildStageTimes(run.output).content, picturesMs: contentPicturesMs(run.output) };
    };
    const clear = (paths: readonly string[]) => {
      for (const path of paths) rmSync(join(root, path), { recursive: true, force: true });
    };
    const run: ContentRun = { articles, loadBefore, cold: [], warm: [] };
    for (let round = 0; round < repeat; round++) {
      clear([...BUILD_CACHES, 'src/generated']);
      run.cold.push(await content('bench-content.log'));
      if (!warm) continue;
      appendFileSync(edited, WARM_EDIT);
      run.warm.push(await content('bench-content-warm.log'));
    }
    return run;
  });
}

function contentReport(runs: ContentRun[], warm: boolean): string {
  const row = (label: string, value: (run: ContentRun) => string) => [label, ...runs.map(value)];
  const withoutPictures = ({ ms, picturesMs }: ContentTimes) =>
    ms === undefined || picturesMs === undefined ? undefined : ms - picturesMs;
  const times = (list: readonly ContentTimes[], value: (times: ContentTimes) => number | undefined) =>
    medianWithRange(list.map(value));
  return formatTable([
    row('articles per language', (run) => `N=${run.articles}`),
    row('load average before', (run) => run.loadBefore.toFixed(1)),
    row('content (cold), ms', (run) => times(run.cold, (cold) => cold.ms)),
    row('  of which pictures, ms', (run) => times(run.cold, (cold) => cold.picturesMs)),
    row('  without pictures, ms', (run) => times(run.cold, withoutPictures)),
    ...(warm ? [row('after editing one article, ms', (run) => times(run.warm, (again) => again.ms))] : []),
  ]);
}

async function buildPeer(peer: PeerAstro, articles: number): Promise<PeerBuild> {
  console.error(`N=${articles}: Astro peer, generate and cold build…`);
  const build = await peer.build(articles);
  console.error(`N=${articles}: Astro built ${build.htmlPages} HTML files in ${(build.wallMs / 1000).toFixed(1)} s`);
  return build;
}

const seconds = (ms: number | undefined) => (ms === undefined ? '—' : (ms / 1000).toFixed(1));
const milliseconds = (ms: number | undefined) => (ms === undefined ? '—' : String(Math.round(ms)));
const megabytes = (rssKb: number | undefined) => (rssKb === undefined ? '—' : (rssKb / 1024).toFixed(0));
const ratio = (ours: number | undefined, peer: number | undefined) =>
  ours === undefined || peer === undefined || peer === 0 ? '—' : `${(ours / peer).toFixed(2)}×`;

function report(runs: Run[], { warm, peer }: { warm: boolean; peer: boolean }): string {
  const row = (label: string, value: (run: Run) => string) => [label, ...runs.map(value)];
  const rss = `peak RSS, MB (${memoryMethod()})`;
  return formatTable([
    row('articles per language', (run) => `N=${run.articles}`),
    row('pages built (+ redirect stand-ins)', (run) => `${run.ours.pages} + ${run.ours.htmlFiles - run.ours.pages}`),
    row('load average before the build', (run) => run.ours.loadBefore.toFixed(1)),
    row('npm run build (cold), s', (run) => seconds(run.ours.wallMs)),
    ...BUILD_STAGES.map((stage) => row(`  ${stage}, ms`, (run) => milliseconds(run.ours.stages[stage]))),
    row('    of content: pictures, ms', (run) => milliseconds(run.ours.contentPicturesMs)),
    row(rss, (run) => megabytes(run.ours.peakRssKb)),
    ...(warm
      ? [
          row('after editing one article: build, s', (run) => seconds(run.ours.warm?.wallMs)),
          row('  warm content, ms', (run) => milliseconds(run.ours.warm?.stages.content)),
        ]
      : []),
    ...(peer
      ? [
          row('Astro: pages built', (run) => String(run.peer?.htmlPages ?? '—')),
          row('Astro: astro build (cold), s', (run) => seconds(run.peer?.wallMs)),
          row(`Astro: ${rss}`, (run) => megabytes(run.peer?.peakRssKb)),
          row('time, ours / Astro', (run) => ratio(run.ours.wallMs, run.peer?.wallMs)),
          row('peak RSS, ours / Astro', (run) => ratio(run.ours.peakRssKb, run.peer?.peakRssKb)),
        ]
      : []),
    ...MEASURED_PAGES.flatMap((page) => {
      const bytes = (value: (load: FirstLoad) => number) => (run: Run) => kb(value(run.ours.firstLoad[page]));
      return [
        row(
          `${PAGE_LABELS[page]}: HTML gz, KB`,
          bytes((load) => load.html.gzip),
        ),
        row(
          '  CSS gz, KB',
          bytes((load) => load.css.gzip),
        ),
        row(
          '  JS gz, KB',
          bytes((load) => load.js.gzip),
        ),
        row(
          '  JS br, KB',
          bytes((load) => load.js.brotli),
        ),
      ];
    }),
    ...LANGUAGES.map((language) =>
      row(`search index ${language}: raw / gz / br, KB`, (run) => {
        const index = run.ours.search.index[language];
        return `${kb(index.bytes)} / ${kb(index.gzip)} / ${kb(index.brotli)}`;
      }),
    ),
    row(
      'search code on first use: gz / br, KB',
      (run) => `${kb(run.ours.search.js.gzip)} / ${kb(run.ours.search.js.brotli)}`,
    ),
  ]);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      articles: { type: 'string', multiple: true },
      warm: { type: 'boolean', default: false },
      'content-only': { type: 'boolean', default: false },
      repeat: { type: 'string', default: '1' },
      peer: { type: 'string' },
    },
  });
  const counts = parseArticleCounts(values.articles ?? ['1000'], USAGE);
  const warm = values.warm;
  if (values['content-only']) {
    const runs: ContentRun[] = [];
    const repeat = Number(values.repeat);
    if (!Number.isInteger(repeat) || repeat < 1)
      throw new Error(`--repeat: expected a whole number from 1, found ${values.repeat}\n${USAGE}`);
    for (const articles of counts) runs.push(await contentOnly(articles, warm, repeat));
    const each = repeat === 1 ? 'one run each' : `median (range) of ${repeat} runs each`;
    console.log(
      `Content step on ${availableParallelism()} cores, Node ${process.version}; ${each} (the load average says how busy the machine was).\n\n${contentReport(runs, warm)}`,
    );
    return;
  }
  // Every build, ours and the peer's, in a folder of its own, all deleted at the end: a build
  // made thousands of folders slowly just after the last one's folder was deleted
  // (scale/temporary-folder.ts).
  const later = laterRemovals();
  const measureAll = async (peer: PeerAstro | undefined): Promise<Run[]> => {
    const runs: Run[] = [];
    for (const articles of counts) {
      const ours = await buildOurs(articles, warm, later);
      runs.push({ articles, ours, peer: peer && (await buildPeer(peer, articles)) });
    }
    return runs;
  };
  const peerPath = values.peer;
  let measured: { runs: Run[]; peerInstall: string | undefined };
  try {
    measured =
      peerPath === undefined
        ? { runs: await measureAll(undefined), peerInstall: undefined }
        : await withPeerAstro(
            peerPath,
            async (peer) => ({ runs: await measureAll(peer), peerInstall: peer.installedWith }),
            later,
          );
  } finally {
    later.removeAll();
  }
  const { runs, peerInstall } = measured;

  const paths = measuredPaths();
  console.log(
    [
      `Build on ${availableParallelism()} cores, Node ${process.version}; times are of one run each, and vary with`,
      'what else the machine does (the load average says how busy it was). Bytes are deterministic.',
      `Peak RSS: ${memoryMethod() === 'time -v' ? '"Maximum resident set size" of /usr/bin/time -v, the largest process of the build' : '/usr/bin/time is missing: the summed RSS of the build’s processes, sampled from /proc every 100 ms'}.`,
      'First load: the HTML; CSS = linked stylesheets + inline <style>; JS = scripts the HTML names + their static imports,',
      `of ${MEASURED_PAGES.map((page) => `${PAGE_LABELS[page]} ${paths[page]}`).join(', ')}.`,
      'A stage shows — when the build prints no "build stage: <stage> <ms> ms" line for it.',
      ...(peerInstall === undefined ? [] : [`Astro peer: ${peerPath}, installed with ${peerInstall}.`]),
      '',
      report(runs, { warm, peer: peerPath !== undefined }),
    ].join('\n'),
  );
}

await main();

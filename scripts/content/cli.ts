/**
 * The content step as a function of where it runs: index.ts calls it with the compiler's version. It compiles content/ (compiled files kept in the content cache),
 * and on any problem prints every issue (and GitHub annotations on Actions), writes nothing and
 * returns 1; otherwise it brings src/generated/ up to date, rewriting only the modules that
 * changed. Last on stdout: `build stage: content <ms> ms`, the time since the process started.
 */
import { join } from 'node:path';
import { lastRunRecord, recordDataFiles } from './article-data-files';
import { appendToJobSummary, reportIssues, unpublishedSummary } from './ci-report';
import { compileContent } from './compile';
import { openContentCache } from './content-cache';
import { CONTENT_KINDS } from './content-kinds';
import { writeGenerated } from './emit';
import { publishPictures } from './images/publish-pictures';
import { compileInParallel, missingJobs, sourceJobs, startCompileWorkers } from './parallel-compile';
import { contentPaths } from './paths';
import { buildDate, type Publication } from './publication';
import {
  formatRenameWarning,
  githubRenameWarning,
  previousSitemap,
  readSitemap,
  renameWarnings,
} from './rename-warnings';

export type ContentStepOptions = {
  /** The project: content/ and public/ are read from it, src/generated/ written in it. */
  root: string;
  /** The content cache's folder; entries are kept per `compilerVersion`. */
  cacheDir: string;
  compilerVersion: string;
  /**
   * Whether a long compile is shared with worker threads (parallel-compile.ts); without them (in
   * tests) everything is compiled in the main thread.
   */
  compileWorkers?: boolean;
  /** `npm run dev`'s preview: drafts and scheduled articles are written too, marked (publication.ts). */
  preview?: boolean;
};

/**
 * The version the content cache is kept under: the compiler's, and the settings its modules read from the environment (src/config.ts).
 */
export function contentVersion(compilerVersion: string): string {
  const settings = Object.entries(process.env).filter(([name]) => name.startsWith('VITE_'));
  return `${compilerVersion}\n${JSON.stringify(settings.sort(([a], [b]) => a.localeCompare(b)))}`;
}

export async function runContentStep({
  root,
  cacheDir,
  compilerVersion,
  compileWorkers = false,
  preview = false,
}: ContentStepOptions): Promise<number> {
  let publication: Publication;
  try {
    publication = { mode: preview ? 'preview' : 'build', buildDate: buildDate() };
  } catch (error) {
    console.error(`content: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  const version = contentVersion(compilerVersion);
  const cache = openContentCache(cacheDir, version);
  const paths = { ...contentPaths(root), cache, sourceKeys: new Map<string, string>() };
  const outDir = join(root, 'src', 'generated');
  const startedCompile = performance.now();
  // An empty cache means compiling every file: the threads start loading the compiler while the
  // first files are read, and compile them as they are keyed.
  const workers = compileWorkers && cache.isEmpty() ? startCompileWorkers() : [];
  const missing = missingJobs(paths, sourceJobs(paths, CONTENT_KINDS));
  // Every file is keyed as it goes, also those the cache has.
  const threads = await compileInParallel(paths, missing, { workers, mayStart: compileWorkers });
  const compiled = compileContent(paths, CONTENT_KINDS, {
    publication,
    lastRun: { outDir, written: lastRunRecord(cacheDir) },
  });
  // Kept also when there are problems: a file's problems come back from the cache as they were found.
  cache.save();
  // Photographs are made (or found in their cache) before anything is written, so a picture that
  // cannot be decoded stops the step like any other content problem.
  const startedPictures = performance.now();
  const published = compiled.issues.length > 0 ? undefined : await publishPictures(compiled.pictures, paths);
  const picturesMs = performance.now() - startedPictures;
  const issues = published ? published.issues : compiled.issues;
  const { files, unchanged } = compiled;

  if (issues.length > 0) {
    reportIssues(issues);
    console.error(
      `\ncontent: ${issues.length} problem(s) found; src/generated/ was left as it was. See content/README.md, "When the build says no".`,
    );
    return 1;
  }

  // Before the build replaces dist/sitemap.xml: the addresses it published that would now break.
  printRenameWarnings(root, compiled.articleSources);
  const startedWriting = performance.now();
  const changes = writeGenerated(outDir, files, unchanged);
  recordDataFiles(cacheDir, outDir, compiled.dataFileFingerprints);
  const elapsed = Math.round(performance.now());
  console.log(`content: ${files.size + unchanged.size} modules written to src/generated/ in ${elapsed} ms`);
  console.log(
    `content: ${cache.stats.hits} file(s) from the cache, ${cache.stats.misses} compiled${threads > 1 ? ` in ${threads} threads` : ''}; ${changes.written} module(s) changed, ${changes.removed} removed`,
  );
  if (published && published.made + published.cached > 0)
    console.log(`content: ${published.made} picture file(s) made, ${published.cached} from the cache`);
  if (publication.mode === 'preview')
    appendToJobSummary(unpublishedSummary(compiled.articleSources, publication.buildDate));
  console.log(
    `content: ${publication.mode === 'preview' ? 'preview: drafts and scheduled articles included' : 'published'} as of ${publication.buildDate}`,
  );
  // The image step is timed apart: the benchmark's content figure is given with and without it.
  const ms = (from: number, to: number) => Math.round(to - from);
  console.log(
    `content: starting ${ms(0, startedCompile)} ms, compiling ${ms(startedCompile, startedPictures)} ms, pictures ${Math.round(picturesMs)} ms, writing ${ms(startedWriting, elapsed)} ms`,
  );
  console.log(`build stage: content ${elapsed} ms`);
  return 0;
}

/** Prints a warning per address of the last build's sitemap that renamed articles would break (rename-warnings.ts). */
function printRenameWarnings(root: string, sources: Parameters<typeof renameWarnings>[1]): void {
  const sitemap = previousSitemap(root);
  if (sitemap === undefined) return;
  const warnings = renameWarnings(readSitemap(sitemap), sources);
  for (const warning of warnings) console.warn(formatRenameWarning(warning));
  if (process.env.GITHUB_ACTIONS === 'true') for (const warning of warnings) console.log(githubRenameWarning(warning));
}

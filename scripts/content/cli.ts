/**
 * The content step as a function of where it runs (index.ts). It compiles content/, and on any
 * problem prints every issue (and GitHub annotations on Actions), writes nothing and returns 1;
 * otherwise it brings src/generated/ up to date, rewriting only the modules that changed. Last on
 * stdout: `build stage: content <ms> ms`, the time since the process started.
 */
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { LANGUAGES } from '../../src/i18n/languages';
import { ARTICLES } from './articles';
import { appendToJobSummary, reportIssues, unpublishedSummary } from './ci-report';
import { compileContent } from './compile';
import { startCompileHelper, type CompileHelper } from './compile-helper';
import { CONTENT_KINDS } from './content-kinds';
import { writeGenerated } from './emit';
import { publishPictures } from './images/publish-pictures';
import { contentPaths, listFiles, type ContentPaths } from './paths';
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
  /** `npm run dev`'s preview: drafts and scheduled articles are written too, marked (publication.ts). */
  preview?: boolean;
};

export async function runContentStep({ root, preview = false }: ContentStepOptions): Promise<number> {
  let publication: Publication;
  try {
    publication = { mode: preview ? 'preview' : 'build', buildDate: buildDate() };
  } catch (error) {
    console.error(`content: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  const paths = contentPaths(root);
  const outDir = join(root, 'src', 'generated');
  const startedCompile = performance.now();
  const helper = startHelperIfWorthIt(paths);
  // It never throws: a problem that escapes the checks is an issue too (guard.ts).
  const compiled = compileContent({ ...paths, helper }, CONTENT_KINDS, { publication });
  const fromHelper = await helper?.stop();
  if (fromHelper) console.log(`content: ${fromHelper.used} article bodies rendered by a second thread`);
  // Photographs are made (or found in their cache) before anything is written, so a picture that
  // cannot be decoded stops the step like any other content problem.
  const startedPictures = performance.now();
  const published = compiled.issues.length > 0 ? undefined : await publishPictures(compiled.pictures, paths);
  const picturesMs = performance.now() - startedPictures;
  const issues = published ? published.issues : compiled.issues;
  const { files } = compiled;

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
  const changes = writeGenerated(outDir, files);
  const elapsed = Math.round(performance.now());
  console.log(`content: ${files.size} modules written to src/generated/ in ${elapsed} ms`);
  console.log(`content: ${changes.written} module(s) changed, ${changes.removed} removed`);
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

/** Below this many article files the helper's start (about a second of the other core's time) gains nothing. */
const FILES_WORTH_A_HELPER = 400;

/** A second thread for the article files (compile-helper.ts), on a machine with a core to spare for it. */
function startHelperIfWorthIt(paths: ContentPaths): CompileHelper | undefined {
  const files = LANGUAGES.flatMap((language) => listFiles(paths.content(ARTICLES.folder, language), '.md'));
  return availableParallelism() > 1 && files.length >= FILES_WORTH_A_HELPER
    ? startCompileHelper(paths.root, files)
    : undefined;
}

/** Prints a warning per address of the last build's sitemap that renamed articles would break (rename-warnings.ts). */
function printRenameWarnings(root: string, sources: Parameters<typeof renameWarnings>[1]): void {
  const sitemap = previousSitemap(root);
  if (sitemap === undefined) return;
  const warnings = renameWarnings(readSitemap(sitemap), sources);
  for (const warning of warnings) console.warn(formatRenameWarning(warning));
  if (process.env.GITHUB_ACTIONS === 'true') for (const warning of warnings) console.log(githubRenameWarning(warning));
}

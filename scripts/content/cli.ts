/**
 * The content step as a function of where it runs (index.ts). It compiles content/, and on any
 * problem prints every issue (and GitHub annotations on Actions), writes nothing and returns 1;
 * otherwise it brings src/generated/ up to date, rewriting only the modules that changed. Last on
 * stdout: `build stage: content <ms> ms`, the time since the process started.
 */
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { ARTICLES } from './articles';
import { appendToJobSummary, reportIssues, unpublishedSummary, waiversSummary } from './ci-report';
import { compileContent } from './compile';
import { startCompileHelper } from './compile-helper';
import { CONTENT_KINDS } from './content-kinds';
import { writeGenerated } from './emit';
import { publishPictures } from './images/publish-pictures';
import { collectionFiles } from './markdown-collection';
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
  /** `npm run dev`'s preview: drafts and scheduled articles are written too, marked (publication.ts). */
  preview?: boolean;
};

/**
 * Below this many article files the helper's start (about a second of the other core's time)
 * costs more than it saves: at 2 × 100 articles the step took 3.9 s with it and 3.3 s without,
 * at 2 × 300 5.8 s against 6.2 s.
 */
const FILES_WORTH_A_HELPER = 400;

export async function runContentStep({ root, preview = false }: ContentStepOptions): Promise<number> {
  let publication: Publication;
  try {
    publication = { mode: preview ? 'preview' : 'build', buildDate: buildDate() };
  } catch (error) {
    console.error(`content: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  const paths = contentPaths(root);
  const startedCompile = performance.now();
  // A second thread for the article bodies (compile-helper.ts), on a machine with a core to spare for it.
  const articleFiles = collectionFiles(paths, ARTICLES.folder);
  const helper =
    availableParallelism() > 1 && articleFiles.length >= FILES_WORTH_A_HELPER
      ? startCompileHelper(root, articleFiles)
      : undefined;
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
  if (issues.length > 0) {
    reportIssues(issues);
    console.error(
      `\ncontent: ${issues.length} problem(s) found; src/generated/ was left as it was. See content/README.md, "When the build says no".`,
    );
    return 1;
  }

  // Before the build replaces dist/sitemap.xml: the addresses it published that would now break.
  const sitemap = previousSitemap(root);
  const warnings = sitemap === undefined ? [] : renameWarnings(readSitemap(sitemap), compiled.articleSources);
  for (const warning of warnings) console.warn(formatRenameWarning(warning));
  if (process.env.GITHUB_ACTIONS === 'true') for (const warning of warnings) console.log(githubRenameWarning(warning));
  const startedWriting = performance.now();
  const changes = writeGenerated(join(root, 'src', 'generated'), compiled.files);
  const elapsed = Math.round(performance.now());
  console.log(`content: ${compiled.files.size} modules written to src/generated/ in ${elapsed} ms`);
  console.log(`content: ${changes.written} module(s) changed, ${changes.removed} removed`);
  if (published && published.made + published.cached > 0)
    console.log(`content: ${published.made} picture file(s) made, ${published.cached} from the cache`);
  if (publication.mode === 'preview')
    appendToJobSummary(unpublishedSummary(compiled.articleSources, publication.buildDate));
  if (compiled.waivers.length > 0) {
    console.log(`content: ${compiled.waivers.length} figure(s) let through by an exception of content/claims.yaml`);
    appendToJobSummary(waiversSummary(compiled.waivers));
  }
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

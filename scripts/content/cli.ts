/**
 * The content step as a function of where it runs: run.js calls it from the compiler's bundle,
 * with the compiler's version. It compiles content/ (compiled files kept in the content cache),
 * and on any problem prints every issue (and GitHub annotations on Actions), writes nothing and
 * returns 1; otherwise it brings src/generated/ up to date, rewriting only the modules that
 * changed. Last on stdout: `build stage: content <ms> ms`, the time since the process started.
 */
import { join } from 'node:path';
import { compileContent } from './compile';
import { openContentCache } from './content-cache';
import { CONTENT_KINDS } from './content-kinds';
import { writeGenerated } from './emit';
import { formatIssue, githubAnnotation } from './issues';
import { compileInParallel, sourceJobs } from './parallel-compile';
import { contentPaths } from './paths';

export { serveCompileJobs } from './parallel-compile';

export type ContentStepOptions = {
  /** The project: content/ and public/ are read from it, src/generated/ written in it. */
  root: string;
  /** The content cache's folder; entries are kept per `compilerVersion`. */
  cacheDir: string;
  compilerVersion: string;
  /**
   * The compiler's bundle (run.js), which worker threads load to share a long compile; without
   * it (under a TypeScript loader, in tests) everything is compiled in the main thread.
   */
  compilerModule?: string;
};

/**
 * What the compiled files depend on besides their bytes and the compiler: the settings the
 * compiler's modules read from the environment (src/config.ts).
 */
function environmentVersion(): string {
  const settings = Object.entries(process.env).filter(([name]) => name.startsWith('VITE_'));
  return JSON.stringify(settings.sort(([a], [b]) => a.localeCompare(b)));
}

export async function runContentStep({
  root,
  cacheDir,
  compilerVersion,
  compilerModule,
}: ContentStepOptions): Promise<number> {
  const cache = openContentCache(cacheDir, `${compilerVersion}\n${environmentVersion()}`);
  const paths = { ...contentPaths(root), cache, sourceKeys: new Map<string, string>() };
  if (compilerModule !== undefined) await compileInParallel(paths, sourceJobs(paths, CONTENT_KINDS), compilerModule);
  const { issues, files } = compileContent(paths, CONTENT_KINDS);

  // Kept also when there are problems: a file's problems come back from the cache as they were found.
  cache.save();
  if (issues.length > 0) {
    for (const issue of issues) console.error(formatIssue(issue));
    if (process.env.GITHUB_ACTIONS === 'true') for (const issue of issues) console.log(githubAnnotation(issue));
    console.error(
      `\ncontent: ${issues.length} problem(s) found; src/generated/ was left as it was. See content/README.md, "When the build says no".`,
    );
    return 1;
  }

  const { written, removed } = writeGenerated(join(root, 'src', 'generated'), files);
  const elapsed = Math.round(performance.now());
  console.log(`content: ${files.size} modules written to src/generated/ in ${elapsed} ms`);
  console.log(
    `content: ${cache.stats.hits} file(s) from the cache, ${cache.stats.misses} compiled; ${written} module(s) changed, ${removed} removed`,
  );
  console.log(`build stage: content ${elapsed} ms`);
  return 0;
}

/**
 * `npm run content` (`node --max-semi-space-size=32 scripts/content/run.mjs [--preview]`, which
 * loads the compiler's libraries and tsx, then this; the flag is explained in README.md): validates
 * content/ and brings src/generated/ up to date (cli.ts). `--preview` (npm run dev) writes
 * drafts and scheduled articles too, with their banners.
 */
import { contentCacheDir } from './build-cache-dir';
import { runContentStep } from './cli';
import { compilerVersion } from './compiler-version';

const root = process.cwd();
process.exitCode = await runContentStep({
  root,
  cacheDir: contentCacheDir(root),
  compilerVersion: compilerVersion(),
  compileWorkers: true,
  preview: process.argv.includes('--preview'),
});

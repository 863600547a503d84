/**
 * Lists, for a pull request's job summary, the pages its build adds, changes or removes against
 * the base branch's build, and the redirects it adds or removes (Markdown on stdout):
 *
 *   node --import tsx scripts/ci/page-diff.ts --base <dist dir> --head <dist dir> [--preview-url <origin>]
 *
 * Exits 2, naming the problem, when an option is missing or wrong or a folder does not exist.
 */
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { diffDists } from './dist-diff';
import { summaryMarkdown } from './summary-markdown';

const USAGE = 'usage: page-diff.ts --base <dist dir> --head <dist dir> [--preview-url <origin>]';

/** A mistake in how the script was called: its message is printed with the usage, exit code 2. */
export class UsageError extends Error {}

export type PageDiffOptions = { base: string; head: string; previewUrl?: string };

/** The command line's options, checked: both folders exist, the preview URL (if not empty) is http(s). */
export function readOptions(args: readonly string[]): PageDiffOptions {
  let values: { base?: string; head?: string; 'preview-url'?: string };
  try {
    ({ values } = parseArgs({
      args: [...args],
      options: { base: { type: 'string' }, head: { type: 'string' }, 'preview-url': { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const base = distDir('--base', values.base);
  const head = distDir('--head', values.head);
  const preview = values['preview-url']?.trim() ?? '';
  // The workflow passes an empty string when the pull request has no preview deployment.
  return preview === '' ? { base, head } : { base, head, previewUrl: previewOrigin(preview) };
}

function distDir(option: string, value: string | undefined): string {
  if (value === undefined || value === '') throw new UsageError(`${option} <dist dir> is required`);
  const dir = resolve(value);
  if (!existsSync(dir)) throw new UsageError(`${option}: no such folder: ${dir}`);
  if (!statSync(dir).isDirectory()) throw new UsageError(`${option}: not a folder: ${dir}`);
  return dir;
}

/** The preview's address without a trailing slash, so that a page's path can follow it. */
function previewOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`--preview-url: not a URL: ${value}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new UsageError(`--preview-url: not an http(s) URL: ${value}`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** The summary for these options. */
export function pageDiff({ base, head, previewUrl }: PageDiffOptions): string {
  return summaryMarkdown(diffDists(base, head), previewUrl === undefined ? {} : { previewUrl });
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  try {
    process.stdout.write(pageDiff(readOptions(process.argv.slice(2))));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`page-diff: ${error.message}\n${USAGE}\n`);
    process.exitCode = 2;
  }
}

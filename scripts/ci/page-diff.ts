/**
 * The pages and redirects a pull request's build adds, changes or removes, as Markdown for its summary:
 *   node --import tsx scripts/ci/page-diff.ts --base <dist> --head <dist> [--preview-url <origin>]
 * Exits 2 on a missing or wrong option.
 */
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { diffDists } from './dist-diff';
import { summaryMarkdown } from './summary-markdown';

const USAGE = 'usage: page-diff.ts --base <dist dir> --head <dist dir> [--preview-url <origin>]';

export class UsageError extends Error {}

export type PageDiffOptions = { base: string; head: string; previewUrl?: string };

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
  // Empty when the pull request has no preview deployment.
  return preview === '' ? { base, head } : { base, head, previewUrl: previewOrigin(preview) };
}

function distDir(option: string, value: string | undefined): string {
  if (value === undefined || value === '') throw new UsageError(`${option} <dist dir> is required`);
  const dir = resolve(value);
  if (!existsSync(dir)) throw new UsageError(`${option}: no such folder: ${dir}`);
  if (!statSync(dir).isDirectory()) throw new UsageError(`${option}: not a folder: ${dir}`);
  return dir;
}

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

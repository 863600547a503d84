import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { fixtureDist } from '../../tests/support/fixture-dist';
import { builtPage } from './__fixtures__/built-pages';
import { readOptions, UsageError } from './page-diff';

const run = promisify(execFile);
const SCRIPT = join(import.meta.dirname, 'page-diff.ts');

describe('readOptions', () => {
  it('takes both folders and the preview address without its trailing slash', () => {
    const base = fixtureDist({});
    const head = fixtureDist({});
    expect(readOptions(['--base', base, '--head', head, '--preview-url', 'https://pr-3.example.dev/'])).toEqual({
      base,
      head,
      previewUrl: 'https://pr-3.example.dev',
    });
  });

  it('takes an empty preview address for none', () => {
    const base = fixtureDist({});
    expect(readOptions(['--base', base, '--head', base, '--preview-url', ''])).toEqual({ base, head: base });
  });

  it('refuses a missing option, a missing folder, a file and a preview that is not an http(s) URL', () => {
    const dist = fixtureDist({ 'index.html': '' });
    const missing = join(dist, 'nothing-here');
    expect(() => readOptions(['--head', dist])).toThrow(new UsageError('--base <dist dir> is required'));
    expect(() => readOptions(['--base', dist, '--head', missing])).toThrow(
      new UsageError(`--head: no such folder: ${missing}`),
    );
    expect(() => readOptions(['--base', join(dist, 'index.html'), '--head', dist])).toThrow(
      new UsageError(`--base: not a folder: ${join(dist, 'index.html')}`),
    );
    expect(() => readOptions(['--base', dist, '--head', dist, '--preview-url', 'ftp://x.example'])).toThrow(
      new UsageError('--preview-url: not an http(s) URL: ftp://x.example'),
    );
    expect(() => readOptions(['--base', dist, '--head', dist, '--bogus'])).toThrow(UsageError);
  });
});

describe('page-diff.ts', () => {
  it('prints the summary of two dist folders', async () => {
    const base = fixtureDist({ 'en/pricing/index.html': builtPage() });
    const head = fixtureDist({ 'en/pricing/index.html': builtPage({ title: 'Plans | Talvera', hash: 'other' }) });
    const { stdout } = await run(process.execPath, ['--import', 'tsx', SCRIPT, '--base', base, '--head', head]);
    expect(stdout).toBe(
      [
        '## Pages changed by this pull request',
        '',
        '0 added, 1 changed, 0 removed, 0 unchanged (1 page in this build); redirects: 0 added, 0 removed.',
        '',
        '### Changed (1)',
        '',
        '- `/en/pricing/`: title',
        '',
      ].join('\n'),
    );
  });

  it('exits 2 naming a folder that does not exist', async () => {
    const dist = fixtureDist({});
    const missing = join(dist, 'dist-of-main');
    const failure = await run(process.execPath, ['--import', 'tsx', SCRIPT, '--base', missing, '--head', dist]).then(
      () => undefined,
      (error: unknown) => error as { code: number; stdout: string; stderr: string },
    );
    expect(failure?.code).toBe(2);
    expect(failure?.stdout).toBe('');
    expect(failure?.stderr).toContain(`page-diff: --base: no such folder: ${missing}\n`);
  });
});

/**
 * A pull request that tries to publish files that are not the site's own: a symlink
 * in public/ to a secret outside the project, and an SVG no content names that holds a script.
 * `npm run build` runs in a throw-away copy of the project and must fail at the content step,
 * naming each file, before anything is written to dist/. Run by `npm run test:hostile`.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SKIPPED = new Set([
  'node_modules',
  'dist',
  '.git',
  '.cache',
  'src/generated',
  'test-results',
  'playwright-report',
  'outbox',
]);
const SECRET = 'FAKE-SECRET-TOKEN-123';

let root = '';
let outside = '';
let build: { code: number; output: string };

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'hostile-publish-'));
  outside = mkdtempSync(join(tmpdir(), 'hostile-publish-secrets-'));
  writeFileSync(join(outside, 'id_rsa'), SECRET);
  cpSync(PROJECT_ROOT, root, {
    recursive: true,
    filter: (source) => !SKIPPED.has(relative(PROJECT_ROOT, source).split('\\').join('/')),
  });
  symlinkSync(join(PROJECT_ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
  mkdirSync(join(root, 'public/images/probe'), { recursive: true });
  symlinkSync(join(outside, 'id_rsa'), join(root, 'public/images/probe/avatar.png'));
  symlinkSync(outside, join(root, 'public/images/probe/link-dir'));
  writeFileSync(join(root, 'public/images/probe/unreferenced-script.svg'), '<svg><script>alert(1)</script></svg>');
  try {
    const { stdout, stderr } = await promisify(execFile)('npm', ['run', 'build'], {
      cwd: root,
      env: { ...process.env, CI: '1' },
    });
    build = { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    build = { code: failed.code ?? 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
});

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  if (outside) rmSync(outside, { recursive: true, force: true });
});

describe('a pull request that publishes files that are not the site’s own', () => {
  it('fails the build at the content step, naming each symlink and the unnamed active SVG', () => {
    expect(build.code).not.toBe(0);
    expect(build.output).toContain('public/images/probe/avatar.png:1:1 (file): expected a file, found a symlink');
    expect(build.output).toContain('public/images/probe/link-dir:1:1 (file): expected a file, found a symlink');
    expect(build.output).toContain(
      'public/images/probe/unreferenced-script.svg:1:1 (file): expected a picture with nothing that runs',
    );
  });

  it('publishes nothing: no dist/ is written', () => {
    expect(existsSync(join(root, 'dist'))).toBe(false);
    expect(build.output).not.toContain(SECRET);
  });
});

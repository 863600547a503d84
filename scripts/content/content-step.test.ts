import { execFile } from 'node:child_process';
import { readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runContentStep } from './cli';
import { articleDataFile } from './article-modules';
import { compileContent } from './compile';
import { CONTENT_KINDS } from './content-kinds';
import { filesUnder } from './emit';
import { contentPaths } from './paths';
import { contentCopy } from '../../tests/support/content-copy';
import { laterRemovals } from '../../tests/support/temporary-folder';

const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ENTRY = join(PROJECT_ROOT, 'scripts', 'content', 'index.ts');
const STAGE_LINE = /^build stage: content \d+ ms$/;

const later = laterRemovals();

afterEach(() => {
  vi.restoreAllMocks();
  later.removeAll();
});

const projectCopy = () => contentCopy(later, 'content-step-');

/** The step run in this process, as index.ts runs it (but in one thread); its exit code and what it printed. */
async function step(root: string, preview = false) {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => out.push(line));
  vi.spyOn(console, 'error').mockImplementation((line: string) => err.push(line));
  const code = await runContentStep({ root, preview });
  vi.restoreAllMocks();
  return { code, out, err };
}

/** src/generated/ as a map of path to text. */
function generated(root: string): Map<string, string> {
  const dir = join(root, 'src', 'generated');
  return new Map(filesUnder(dir).map((path) => [path, readFileSync(join(dir, path), 'utf8')]));
}

function modifiedTimes(root: string): Map<string, number> {
  const dir = join(root, 'src', 'generated');
  return new Map(filesUnder(dir).map((path) => [path, statSync(join(dir, path)).mtimeMs]));
}

const articleFile = (root: string) => join(root, 'content/articles/en/evolution-of-applicant-tracking-with-ai.md');
const articleModule = articleDataFile('en', 'evolution-of-applicant-tracking-with-ai');

// Each test runs the whole step over a copy of the real content: seconds, more on a busy machine.
describe('the content step', { timeout: 60_000 }, () => {
  it('writes what the compiler makes, and ends its output with the stage line', async () => {
    const root = projectCopy();
    const { code, out } = await step(root);
    expect(code).toBe(0);
    expect(generated(root)).toEqual(compileContent(contentPaths(root), CONTENT_KINDS).files);
    expect(out.filter((line) => STAGE_LINE.test(line))).toHaveLength(1);
    expect(out.at(-1)).toMatch(STAGE_LINE);
    expect(out[0]).toMatch(/^content: \d+ modules written to src\/generated\/ in \d+ ms$/);
  });

  it('touches no module when nothing changed', async () => {
    const root = projectCopy();
    await step(root);
    const before = modifiedTimes(root);
    const { out } = await step(root);
    expect(modifiedTimes(root)).toEqual(before);
    expect(out[1]).toBe('content: 0 module(s) changed, 0 removed');
  });

  it('rewrites only the modules an edited article changes', async () => {
    const root = projectCopy();
    await step(root);
    const before = modifiedTimes(root);
    // A block of code: the reading time does not count it, so the article's summary stays as it was.
    writeFileSync(articleFile(root), `${readFileSync(articleFile(root), 'utf8')}\n\n\`\`\`\nconst more = 1;\n\`\`\`\n`);
    const { out } = await step(root);
    expect(out[1]).toBe('content: 1 module(s) changed, 0 removed');
    const after = modifiedTimes(root);
    const changed = [...after].filter(([path, time]) => before.get(path) !== time).map(([path]) => path);
    expect(changed).toEqual([articleModule]);
    expect(generated(root)).toEqual(compileContent(contentPaths(root), CONTENT_KINDS).files);
  });

  it('writes again a module deleted by hand, and removes the module of a deleted article', async () => {
    const root = projectCopy();
    await step(root);
    rmSync(join(root, 'src/generated', articleModule));
    await step(root);
    expect(generated(root).has(articleModule)).toBe(true);
    rmSync(articleFile(root));
    rmSync(join(root, 'content/articles/it/evoluzione-applicant-tracking-con-ai.md'));
    await step(root);
    expect(generated(root)).toEqual(compileContent(contentPaths(root), CONTENT_KINDS).files);
    expect(generated(root).has(articleModule)).toBe(false);
  });

  it('writes again a module that another writer replaced since (as the dev server writes, through a rename)', async () => {
    const root = projectCopy();
    await step(root);
    const expected = generated(root).get(articleModule);
    const target = join(root, 'src/generated', articleModule);
    writeFileSync(`${target}.tmp`, '{"written":"by someone else"}');
    renameSync(`${target}.tmp`, target);
    const { out } = await step(root);
    expect(out[1]).toBe('content: 1 module(s) changed, 0 removed');
    expect(generated(root).get(articleModule)).toBe(expected);
  });

  it('a preview marks every page not to be indexed and lists in the job summary what production would leave out', async () => {
    const root = projectCopy();
    writeFileSync(
      articleFile(root),
      readFileSync(articleFile(root), 'utf8').replace(/^date: .*$/m, 'date: 2099-01-15'),
    );
    const summary = join(root, 'summary.md');
    vi.stubEnv('GITHUB_STEP_SUMMARY', summary);
    expect((await step(root, true)).code).toBe(0);
    expect(generated(root).get('publication.ts')).toContain('export const isPreview: boolean = true;');
    expect(readFileSync(summary, 'utf8')).toContain(
      '| `/en/articles/evolution-of-applicant-tracking-with-ai/` | scheduled for 2099-01-15 | `content/articles/en/evolution-of-applicant-tracking-with-ai.md` |',
    );
    vi.unstubAllEnvs();
    expect((await step(root)).code).toBe(0);
    expect(generated(root).get('publication.ts')).toContain('export const isPreview: boolean = false;');
  });

  it('on a problem, prints it, writes nothing and fails, also on the next run', async () => {
    const root = projectCopy();
    await step(root);
    const before = generated(root);
    writeFileSync(
      articleFile(root),
      readFileSync(articleFile(root), 'utf8').replace(/^date: .*$/m, 'date: 2026-09-31'),
    );
    const first = await step(root);
    const second = await step(root);
    expect(first.code).toBe(1);
    expect(first.err[0]).toBe(
      'content/articles/en/evolution-of-applicant-tracking-with-ai.md:6:1 date: expected a real calendar date (YYYY-MM-DD), found "2026-09-31"',
    );
    expect(second).toEqual(first);
    expect(generated(root)).toEqual(before);
  });
});

const execFileAsync = promisify(execFile);

/** `npm run content` in `root`: Node on index.ts under tsx (found from this project: the copy has no node_modules). */
async function runEntry(root: string): Promise<string[]> {
  const tsx = import.meta.resolve('tsx');
  const { stdout } = await execFileAsync(process.execPath, ['--import', tsx, ENTRY], {
    cwd: root,
    env: { ...process.env },
  });
  return stdout.trim().split('\n');
}

describe('index.ts', () => {
  it('runs the step, and changes nothing again while the content stays as it is', async () => {
    const root = projectCopy();
    const first = await runEntry(root);
    expect(first.at(-1)).toMatch(STAGE_LINE);
    expect(first[1]).toMatch(/^content: \d+ module\(s\) changed, 0 removed$/);
    expect(generated(root)).toEqual(compileContent(contentPaths(root), CONTENT_KINDS).files);
    const second = await runEntry(root);
    expect(second[1]).toBe('content: 0 module(s) changed, 0 removed');
  }, 60_000);
});

import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillArticles } from '../bench/article-generator';
import { contentVersion, runContentStep } from './cli';
import { articleDataFile } from './article-modules';
import { compileContent } from './compile';
import { CONTENT_KINDS } from './content-kinds';
import { filesUnder } from './emit';
import { writtenKeys } from './module-reuse';
import { contentPaths } from './paths';

const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const RUN = join(PROJECT_ROOT, 'scripts', 'content', 'run.js');
const STAGE_LINE = /^build stage: content \d+ ms$/;

const roots: string[] = [];

afterEach(() => {
  vi.restoreAllMocks();
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A throw-away project of the site's content/ and public/, where the content step writes src/generated/. */
function projectCopy(): string {
  const root = mkdtempSync(join(tmpdir(), 'content-step-'));
  roots.push(root);
  cpSync(join(PROJECT_ROOT, 'content'), join(root, 'content'), { recursive: true });
  cpSync(join(PROJECT_ROOT, 'public'), join(root, 'public'), { recursive: true });
  return root;
}

/** The step run in this process, as run.js runs it; its exit code and what it printed. */
async function step(root: string, compilerVersion = 'test compiler') {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => out.push(line));
  vi.spyOn(console, 'error').mockImplementation((line: string) => err.push(line));
  const code = await runContentStep({
    root,
    cacheDir: join(root, 'node_modules/.cache/talvera-content'),
    compilerVersion,
  });
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

// Each test runs the whole step over a copy of the real content, with its worker threads: seconds, more on a busy machine.
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

  it('touches no module when nothing changed, and finds every file in the cache', async () => {
    const root = projectCopy();
    await step(root);
    const before = modifiedTimes(root);
    const { out } = await step(root);
    expect(modifiedTimes(root)).toEqual(before);
    expect(out[1]).toMatch(/^content: \d+ file\(s\) from the cache, 0 compiled; 0 module\(s\) changed, 0 removed$/);
  });

  it('compiles again an article rewritten with the same size and its modification time set back', async () => {
    const root = projectCopy();
    const file = articleFile(root);
    const text = readFileSync(file, 'utf8');
    await step(root);
    const { atime, mtime } = statSync(file);
    const edited = text.replace('Applicant', 'Candidate');
    expect(edited).not.toBe(text);
    expect(Buffer.byteLength(edited)).toBe(Buffer.byteLength(text));
    writeFileSync(file, edited);
    utimesSync(file, atime, mtime);
    const { out } = await step(root);
    expect(out[1]).toMatch(/ 1 compiled; 1 module\(s\) changed, 0 removed$/);
    expect(generated(root)).toEqual(compileContent(contentPaths(root), CONTENT_KINDS).files);
  });

  it('rewrites only the modules an edited article changes', async () => {
    const root = projectCopy();
    await step(root);
    const before = modifiedTimes(root);
    writeFileSync(articleFile(root), `${readFileSync(articleFile(root), 'utf8')}\nOne more paragraph.\n`);
    const { out } = await step(root);
    expect(out[1]).toMatch(/ 1 compiled; 1 module\(s\) changed, 0 removed$/);
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

  it("keeps an unchanged article's body in the cache through runs that never read it, for when its page is written again", async () => {
    const root = projectCopy();
    await step(root);
    // The second run reads back no body but the edited article's own (every other page is kept).
    writeFileSync(articleFile(root), `${readFileSync(articleFile(root), 'utf8')}\nOne more paragraph.\n`);
    await step(root);
    const other = articleDataFile('it', 'evoluzione-applicant-tracking-con-ai');
    rmSync(join(root, 'src/generated', other));
    const { out } = await step(root);
    expect(out[1]).toMatch(/ 0 compiled; 1 module\(s\) changed, 0 removed$/);
    expect(generated(root)).toEqual(compileContent(contentPaths(root), CONTENT_KINDS).files);
    expect(JSON.parse(generated(root).get(other) ?? '{}')).toHaveProperty(
      ['evoluzione-applicant-tracking-con-ai', 'html'],
      expect.stringContaining('<h2'),
    );
  });

  it('writes again a module that another writer replaced since (as the dev server writes, through a rename)', async () => {
    const root = projectCopy();
    await step(root);
    const expected = generated(root).get(articleModule);
    const target = join(root, 'src/generated', articleModule);
    writeFileSync(`${target}.tmp`, '{"written":"by someone else"}');
    renameSync(`${target}.tmp`, target);
    const { out } = await step(root);
    expect(out[1]).toMatch(/; 1 module\(s\) changed, 0 removed$/);
    expect(generated(root).get(articleModule)).toBe(expected);
  });

  it('trusts its record of the written modules only for the same folder and compiler', async () => {
    const root = projectCopy();
    const cacheDir = join(root, 'node_modules/.cache/talvera-content');
    const outDir = join(root, 'src/generated');
    await step(root, 'compiler A');
    const existing = new Set(filesUnder(outDir));
    const recorded = readdirSync(cacheDir).some((name) => name === 'modules.json');
    expect(recorded).toBe(true);
    const version = contentVersion;
    expect(writtenKeys(cacheDir, version('compiler A'), outDir, existing).size).toBeGreaterThan(0);
    expect(writtenKeys(cacheDir, version('compiler B'), outDir, existing).size).toBe(0);
    expect(writtenKeys(cacheDir, version('compiler A'), join(root, 'elsewhere'), existing).size).toBe(0);
    // After another compiler's run, modules are compared with their files again: all still right.
    const { code } = await step(root, 'compiler B');
    expect(code).toBe(0);
    expect(generated(root)).toEqual(compileContent(contentPaths(root), CONTENT_KINDS).files);
  });

  it('on a problem, prints it, writes nothing and fails, also when the problem comes from the cache', async () => {
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

/**
 * `npm run content` in `root`: Node on run.js, without a TypeScript loader. The bundle leaves
 * sharp (a native addon) to be loaded from the project's node_modules, so the copy gets links to it.
 */
async function runJs(root: string): Promise<string[]> {
  for (const name of ['sharp', '@img', 'detect-libc', 'semver']) {
    const link = join(root, 'node_modules', name);
    if (existsSync(link)) continue;
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(join(PROJECT_ROOT, 'node_modules', name), link);
  }
  const { stdout } = await execFileAsync(process.execPath, [RUN], { cwd: root, env: { ...process.env } });
  return stdout.trim().split('\n');
}

describe('run.js', () => {
  it('bundles the compiler once, runs it, and bundles again only when a file it was made from changed', async () => {
    const root = projectCopy();
    const manifest = join(root, 'node_modules/.cache/talvera-content/compiler/manifest.json');
    const first = await runJs(root);
    expect(first.at(-1)).toMatch(STAGE_LINE);
    expect(generated(root)).toEqual(compileContent(contentPaths(root), CONTENT_KINDS).files);
    const recorded = readFileSync(manifest, 'utf8');
    const { bundle, inputs } = JSON.parse(recorded) as { bundle: string; inputs: [string, string][] };
    expect(inputs.map(([path]) => path)).toEqual(
      expect.arrayContaining([
        'scripts/content/cli.ts',
        'src/content/schemas/article.ts',
        expect.stringMatching(/^node_modules\/micromark\//),
        'node_modules/zod/v4/locales/en.js',
      ]),
    );
    // zod's other message locales are left out (run.js), and so is esbuild, which the build imports.
    expect(inputs.map(([path]) => path).filter((path) => /zod\/v4\/locales\/(?!en\.js)|esbuild/.test(path))).toEqual(
      [],
    );
    const bundleFile = join(root, 'node_modules/.cache/talvera-content/compiler', bundle);
    const bundled = statSync(bundleFile).mtimeMs;

    await runJs(root);
    expect(statSync(bundleFile).mtimeMs).toBe(bundled);

    // The recorded size and time of cli.ts no longer match (as after a checkout), its hash does.
    type Input = [string, string, { size: number; mtimeMs: number }];
    const withCliInput = (change: (input: Input) => void) => {
      const changed = JSON.parse(recorded) as { inputs: Input[] };
      for (const input of changed.inputs) if (input[0] === 'scripts/content/cli.ts') change(input);
      writeFileSync(manifest, JSON.stringify(changed));
    };
    withCliInput((input) => input.splice(2, 1, { size: 0, mtimeMs: 0 }));
    await runJs(root);
    expect(statSync(bundleFile).mtimeMs).toBe(bundled);

    // As if cli.ts had changed since: neither its size and time nor its hash match.
    withCliInput((input) => input.splice(1, 2, 'stale', { size: 0, mtimeMs: 0 }));
    expect((await runJs(root)).at(-1)).toMatch(STAGE_LINE);
    expect(readFileSync(manifest, 'utf8')).toBe(recorded);
    expect(statSync(bundleFile).mtimeMs).toBeGreaterThan(bundled);
  }, 60_000);

  it('compiles a large cold site across worker threads exactly as in one thread', async () => {
    const root = projectCopy();
    fillArticles(join(root, 'content'), 120);
    const out = await runJs(root);
    expect(out.at(-1)).toMatch(STAGE_LINE);
    const threads = availableParallelism() > 1 ? ' in 2 threads' : '';
    expect(out[1]).toMatch(new RegExp(`^content: 0 file\\(s\\) from the cache, \\d+ compiled${threads};`));
    expect(generated(root)).toEqual(compileContent(contentPaths(root), CONTENT_KINDS).files);
    expect(existsSync(join(root, 'node_modules/.cache/talvera-content'))).toBe(true);
  }, 60_000);

  it("bundles the full parsers' packages apart, only once a file needs them, in whichever thread asks first", async () => {
    const root = projectCopy();
    fillArticles(join(root, 'content'), 120);
    const compilerDir = join(root, 'node_modules/.cache/talvera-content/compiler');
    const fallbackBundles = () => readdirSync(compilerDir).filter((name) => name.endsWith('.fallbacks.cjs'));
    await runJs(root);
    expect(fallbackBundles()).toEqual([]);
    const { inputs } = JSON.parse(readFileSync(join(compilerDir, 'manifest.json'), 'utf8')) as { inputs: [string][] };
    expect(inputs.map(([path]) => path)).toEqual(
      expect.arrayContaining(['scripts/content/fallback-packages.ts', 'package-lock.json']),
    );
    expect(
      inputs.map(([path]) => path).filter((path) => /node_modules\/(yaml|rehype-|remark-rehype)/.test(path)),
    ).toEqual([]);

    // Inline HTML in every body and a comment in every front matter: neither fast path takes them.
    const articleFiles = ['en', 'it'].flatMap((language) => {
      const dir = join(root, 'content/articles', language);
      return readdirSync(dir).map((name) => join(dir, name));
    });
    for (const file of articleFiles) {
      const text = readFileSync(file, 'utf8').replace(/^author: .+$/m, '$& # who signs it');
      writeFileSync(file, `${text}\nA line with <em>inline</em> HTML.\n`);
    }
    rmSync(join(root, 'node_modules/.cache/talvera-content'), { recursive: true });
    const out = await runJs(root);
    const threads = availableParallelism() > 1 ? ' in 2 threads' : '';
    expect(out[1]).toMatch(new RegExp(`^content: 0 file\\(s\\) from the cache, \\d+ compiled${threads};`));
    expect(fallbackBundles()).toHaveLength(1);
    const files = generated(root);
    expect(files).toEqual(compileContent(contentPaths(root), CONTENT_KINDS).files);
    const someArticle = [...files.entries()].find(([path]) => path.startsWith('articles/en/'))?.[1];
    // The full pipeline drops the tag, keeping its text.
    expect(someArticle).toContain('<p>A line with inline HTML.</p>');
  }, 60_000);
});

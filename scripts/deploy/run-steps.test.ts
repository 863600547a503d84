import { describe, expect, it } from 'vitest';
import type { DeployStep } from './deploy-plan';
import { failureMessage, runSteps, type WranglerRunner } from './run-steps';

const STEPS: DeployStep[] = [
  { title: 'the companion Worker talvera-companion', args: ['deploy'] },
  { title: 'the pending D1 migrations of talvera-forms', args: ['d1', 'migrations', 'apply'] },
  { title: 'the site on Pages (talvera-site, branch main)', args: ['pages', 'deploy'] },
];

/** A runner that records what it was asked and fails the command whose first argument is `failing`. */
function fakeWrangler(failing?: string): { run: WranglerRunner; calls: string[][] } {
  const calls: string[][] = [];
  const run: WranglerRunner = (args) => {
    calls.push([...args]);
    return Promise.resolve({ code: args[0] === failing ? 1 : 0, output: `output of ${args.join(' ')}` });
  };
  return { run, calls };
}

const silent = () => undefined;

describe('runSteps', () => {
  it('runs every step in order and keeps their output', async () => {
    const { run, calls } = fakeWrangler();
    const result = await runSteps(STEPS, run, silent);
    expect(calls).toEqual([['deploy'], ['d1', 'migrations', 'apply'], ['pages', 'deploy']]);
    expect(result).toEqual({
      ok: true,
      outputs: ['output of deploy', 'output of d1 migrations apply', 'output of pages deploy'],
    });
  });

  it('stops at the first step that fails: no site after failed migrations', async () => {
    const { run, calls } = fakeWrangler('d1');
    const result = await runSteps(STEPS, run, silent);
    expect(calls).toEqual([['deploy'], ['d1', 'migrations', 'apply']]);
    expect(result).toMatchObject({ ok: false, failedIndex: 1, code: 1 });
  });

  it('deploys nothing after a failed companion Worker', async () => {
    const { run, calls } = fakeWrangler('deploy');
    expect(await runSteps(STEPS, run, silent)).toMatchObject({ ok: false, failedIndex: 0 });
    expect(calls).toEqual([['deploy']]);
  });

  it('says which step runs, with its command', async () => {
    const lines: string[] = [];
    await runSteps(STEPS.slice(0, 1), fakeWrangler().run, (line) => lines.push(line));
    expect(lines).toEqual(['\n▶ 1/1: the companion Worker talvera-companion\n  wrangler deploy']);
  });
});

describe('failureMessage', () => {
  it('says what failed, what is already deployed and what is not', () => {
    expect(failureMessage(STEPS, 1, 1).split('\n')).toEqual([
      "Deploy stopped: step 2 of 3, the pending D1 migrations of talvera-forms, failed (exit code 1); see wrangler's output above.",
      'Already deployed: the companion Worker talvera-companion.',
      'Not deployed: the site on Pages (talvera-site, branch main).',
    ]);
  });

  it('says when nothing was deployed, or wrangler did not start', () => {
    expect(failureMessage(STEPS, 0, null)).toContain('failed (wrangler did not run)');
    expect(failureMessage(STEPS, 0, null)).toContain('Nothing was deployed.');
  });
});

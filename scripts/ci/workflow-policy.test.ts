/**
 * The security choices of the workflows that actionlint does not check: which jobs may hold
 * secrets or write, that the job holding the deploy token runs nothing from a pull request and
 * deploys with the preview's bindings only, that production deploys with npm run deploy, and that
 * every job has a time limit. See the header of .github/workflows/ci.yml.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Job {
  permissions?: Record<string, string>;
  'timeout-minutes'?: number;
  steps?: Step[];
}
interface Workflow {
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
}

const ROOT = join(import.meta.dirname, '..', '..');
const WORKFLOWS = join(ROOT, '.github', 'workflows');
const workflows = readdirSync(WORKFLOWS)
  .filter((file) => file.endsWith('.yml'))
  .map((file) => ({ file, source: readFileSync(join(WORKFLOWS, file), 'utf8') }))
  .map(({ file, source }) => ({ file, source, workflow: parse(source) as Workflow }));

/** A composite action's run steps, each as one string. */
function actionScripts(name: string): string[] {
  const action = parse(readFileSync(join(ROOT, '.github', 'actions', name, 'action.yml'), 'utf8')) as {
    runs: { steps: Step[] };
  };
  return action.runs.steps.flatMap((step) => (step.run === undefined ? [] : [step.run]));
}

const ci = workflows.find(({ file }) => file === 'ci.yml');
if (!ci) throw new Error('.github/workflows/ci.yml is missing');
const jobs = ci.workflow.jobs;

/** The jobs whose definition names a secret. */
const jobsWithSecrets = Object.entries(jobs)
  .filter(([, job]) => JSON.stringify(job).includes('secrets.'))
  .map(([name]) => name);

describe('workflows', () => {
  it.each(workflows)('$file never runs on pull_request_target and reads only, unless a job says', ({ workflow }) => {
    expect(Object.keys(workflow.on)).not.toContain('pull_request_target');
    expect(workflow.permissions).toEqual({ contents: 'read' });
  });

  it.each(workflows)('$file gives every job a time limit', ({ workflow }) => {
    for (const [name, job] of Object.entries(workflow.jobs)) {
      expect({ name, timeout: job['timeout-minutes'] }).toEqual({ name, timeout: expect.any(Number) as unknown });
    }
  });
});

describe('ci.yml', () => {
  it('gives secrets only to the deploy jobs', () => {
    expect(jobsWithSecrets.sort()).toEqual(['deploy-preview', 'deploy-production']);
  });

  it('lets only the comment job write, and only to pull requests', () => {
    const writers = Object.entries(jobs).filter(([, job]) => job.permissions);
    expect(writers).toEqual([['comment', expect.objectContaining({ permissions: { 'pull-requests': 'write' } })]]);
  });

  it('runs nothing of the pull request in the job that holds the deploy token', () => {
    const steps = jobs['deploy-preview']?.steps ?? [];
    const checkouts = steps.filter((step) => step.uses?.startsWith('actions/checkout@'));
    expect(checkouts.map((step) => step.with?.ref)).toEqual(['${{ github.event.pull_request.base.sha }}']);
    expect(steps.filter((step) => step.run !== undefined)).toEqual([]);
    // The functions are deployed since issue 28: bundled by the unprivileged preview job, uploaded
    // as data by the base branch's action (renamed from pages-deploy, which refused them).
    expect(steps.map((step) => step.uses).filter((uses) => uses?.startsWith('./'))).toEqual([
      './.github/actions/preview-deploy',
    ]);
  });

  it("deploys the pull request's preview with the base's script, as a preview, installing nothing", () => {
    const scripts = actionScripts('preview-deploy').join('\n');
    expect(scripts).toMatch(/scripts\/deploy\/index\.ts --env preview --site-only/);
    expect(scripts).not.toMatch(/npm (ci|install|i|run)\b|yarn|pnpm/);
  });

  it('deploys production with npm run deploy, from the push to main and the daily build', () => {
    expect(actionScripts('build-and-deploy')).toContain('npm run deploy');
    const daily = workflows.find(({ file }) => file === 'daily-build.yml')?.workflow;
    for (const job of [jobs['deploy-production'], daily?.jobs.build]) {
      expect(job?.steps?.map((step) => step.uses)).toContain('./.github/actions/build-and-deploy');
    }
  });

  it('runs no code in the job that writes to the pull request', () => {
    const steps = jobs.comment?.steps ?? [];
    expect(steps.map((step) => step.uses)).toEqual(['actions/github-script@v7']);
  });
});

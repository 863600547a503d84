import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WRANGLER_VERSION, parseDeployArgs, planDeploy, type DeployOptions } from './deploy-plan';

const PATHS = { siteConfig: '/tmp/d/wrangler.toml', companionConfig: '/tmp/d/companion.toml', site: '/repo/dist' };

const parsed = (argv: string[]) => {
  const result = parseDeployArgs(argv);
  return result.ok ? result.options : result.error;
};

describe('parseDeployArgs', () => {
  it('deploys production to main by default', () => {
    expect(parsed([])).toEqual({
      environment: 'production',
      branch: 'main',
      site: 'dist',
      siteOnly: false,
      migrationsOnly: false,
    });
  });

  it('deploys a preview to the branch preview unless told another', () => {
    expect(parsed(['--env', 'preview'])).toEqual({
      environment: 'preview',
      branch: 'preview',
      site: 'dist',
      siteOnly: false,
      migrationsOnly: false,
    });
    expect(parsed(['--env', 'preview', '--branch', 'writer/new-case', '--site', '/tmp/site', '--site-only'])).toEqual({
      environment: 'preview',
      branch: 'writer/new-case',
      site: '/tmp/site',
      siteOnly: true,
      migrationsOnly: false,
    });
  });

  it('refuses a preview on the production branch, and production on any other', () => {
    expect(parsed(['--env', 'preview', '--branch', 'main'])).toMatch(/a preview needs a branch other than main/);
    expect(parsed(['--env', 'preview', '--branch', ' '])).toMatch(/a preview needs a branch/);
    expect(parsed(['--branch', 'feature'])).toMatch(/production deploys to main/);
  });

  it('refuses --site-only for production, an unknown environment and an unknown option', () => {
    expect(parsed(['--site-only'])).toMatch(/--site-only is for --env preview/);
    expect(parsed(['--env', 'staging'])).toMatch(/production \(the default\) or preview/);
    expect(parsed(['--force'])).toMatch(/Unknown option '--force'/);
    expect(parsed(['--env', 'preview', '--site-only', '--migrations-only'])).toMatch(/exclude each other/);
  });
});

describe('planDeploy', () => {
  const production: DeployOptions = {
    environment: 'production',
    branch: 'main',
    site: '/repo/dist',
    siteOnly: false,
    migrationsOnly: false,
  };
  const preview: DeployOptions = {
    environment: 'preview',
    branch: 'preview',
    site: '/repo/dist',
    siteOnly: false,
    migrationsOnly: false,
  };

  it('deploys the companion Worker, then the D1 migrations, then the site', () => {
    expect(planDeploy(production, PATHS, 'abc123')).toEqual([
      {
        title: 'the companion Worker talvera-companion',
        args: ['deploy', '--config', '/tmp/d/companion.toml'],
      },
      {
        title: 'the pending D1 migrations of talvera-forms',
        args: ['d1', 'migrations', 'apply', 'talvera-forms', '--remote', '--config', '/tmp/d/wrangler.toml'],
      },
      {
        title: 'the site on Pages (talvera-site, branch main)',
        args: [
          'pages',
          'deploy',
          '/repo/dist',
          '--project-name',
          'talvera-site',
          '--branch',
          'main',
          '--commit-hash',
          'abc123',
        ],
      },
    ]);
  });

  it("gives every step of a preview the preview's Worker, database and branch", () => {
    expect(planDeploy(preview, PATHS).map((step) => step.args)).toEqual([
      ['deploy', '--config', '/tmp/d/companion.toml', '--env', 'preview'],
      [
        'd1',
        'migrations',
        'apply',
        'talvera-forms-preview',
        '--remote',
        '--config',
        '/tmp/d/wrangler.toml',
        '--env',
        'preview',
      ],
      ['pages', 'deploy', '/repo/dist', '--project-name', 'talvera-site', '--branch', 'preview'],
    ]);
  });

  it('deploys only the site, unbundled again, with --site-only', () => {
    const steps = planDeploy({ ...preview, branch: 'writer/x', siteOnly: true }, PATHS);
    expect(steps.map((step) => step.args)).toEqual([
      ['pages', 'deploy', '/repo/dist', '--project-name', 'talvera-site', '--branch', 'writer/x', '--no-bundle'],
    ]);
  });

  it('applies only the migrations with --migrations-only', () => {
    expect(planDeploy({ ...preview, migrationsOnly: true }, PATHS).map((step) => step.args)).toEqual([
      [
        'd1',
        'migrations',
        'apply',
        'talvera-forms-preview',
        '--remote',
        '--config',
        '/tmp/d/wrangler.toml',
        '--env',
        'preview',
      ],
    ]);
  });
});

describe('WRANGLER_VERSION', () => {
  it("is package.json's wrangler, the one the tests run", () => {
    const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    expect(WRANGLER_VERSION).toBe(pkg.devDependencies.wrangler);
  });
});

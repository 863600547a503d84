/**
 * The deploy's wrangler commands: the companion Worker (functions bind to its Durable Object), then
 * pending D1 migrations (before code that reads the new schema), then the site.
 */
import { parseArgs } from 'node:util';
import type { Environment } from './deploy-config';

/** Pinned as in package.json: this runs with the deploy token, from CI's bare checkout too. */
export const WRANGLER_VERSION = '3.114.17';
export const PAGES_PROJECT = 'talvera-site';
/** The Pages project's production branch: a deploy to any other branch gets `[env.preview]`. */
export const PRODUCTION_BRANCH = 'main';
export const DEFAULT_PREVIEW_BRANCH = 'preview';

export const NAMES: Record<Environment, { database: string; companion: string }> = {
  production: { database: 'talvera-forms', companion: 'talvera-companion' },
  preview: { database: 'talvera-forms-preview', companion: 'talvera-companion-preview' },
};

export interface DeployOptions {
  environment: Environment;
  branch: string;
  site: string;
  /** Only the site with its functions already bundled as `_worker.js/` (CI's pull-request preview). */
  siteOnly: boolean;
  /** Only the pending migrations, which need the real id that only the deploy's toml copy has. */
  migrationsOnly: boolean;
}

export const USAGE = `Usage: npm run deploy [-- [--env preview [--branch <name>]] [--site <dir>] [--site-only | --migrations-only]]

  (no options)       production: the companion Worker, the D1 migrations, then dist/ with functions/ on ${PRODUCTION_BRANCH}
  --env preview      the same with the preview's Worker, database and bindings, on the branch --branch (default ${DEFAULT_PREVIEW_BRANCH})
  --site <dir>       the built site to upload (default dist)
  --site-only        preview only: just the site, whose functions are bundled in <dir>/_worker.js/
  --migrations-only  just the pending D1 migrations

The D1 ids come from D1_DATABASE_ID (production) and PREVIEW_D1_DATABASE_ID (preview).`;

export type ParsedArgs = { ok: true; options: DeployOptions } | { ok: false; error: string };

export function parseDeployArgs(argv: readonly string[]): ParsedArgs {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        env: { type: 'string', default: 'production' },
        branch: { type: 'string' },
        site: { type: 'string', default: 'dist' },
        'site-only': { type: 'boolean', default: false },
        'migrations-only': { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
  const { env, branch, site, 'site-only': siteOnly, 'migrations-only': migrationsOnly } = values;
  if (env !== 'production' && env !== 'preview') {
    return { ok: false, error: `--env is "${env}": production (the default) or preview` };
  }
  if (siteOnly && migrationsOnly) return { ok: false, error: '--site-only and --migrations-only exclude each other' };
  if (env === 'production') {
    if (branch !== undefined && branch !== PRODUCTION_BRANCH) {
      return { ok: false, error: `production deploys to ${PRODUCTION_BRANCH}; --branch is for --env preview` };
    }
    if (siteOnly) return { ok: false, error: '--site-only is for --env preview: production deploys all three steps' };
    return { ok: true, options: { environment: env, branch: PRODUCTION_BRANCH, site, siteOnly, migrationsOnly } };
  }
  const previewBranch = branch ?? DEFAULT_PREVIEW_BRANCH;
  if (previewBranch.trim() === '' || previewBranch === PRODUCTION_BRANCH) {
    return {
      ok: false,
      error: `--branch "${previewBranch}": a preview needs a branch other than ${PRODUCTION_BRANCH}`,
    };
  }
  return { ok: true, options: { environment: env, branch: previewBranch, site, siteOnly, migrationsOnly } };
}

export interface DeployStep {
  title: string;
  args: string[];
}

export interface DeployPaths {
  /** The site step runs in this copy's folder, as Pages reads no other. */
  siteConfig: string;
  companionConfig: string;
  site: string;
}

export function planDeploy(options: DeployOptions, paths: DeployPaths, commitHash?: string): DeployStep[] {
  const { environment, branch, siteOnly, migrationsOnly } = options;
  const names = NAMES[environment];
  const envArgs = environment === 'preview' ? ['--env', 'preview'] : [];
  const site: DeployStep = {
    title: `the site on Pages (${PAGES_PROJECT}, branch ${branch})`,
    args: [
      'pages',
      'deploy',
      paths.site,
      '--project-name',
      PAGES_PROJECT,
      '--branch',
      branch,
      ...(commitHash ? ['--commit-hash', commitHash] : []),
      // A prebuilt _worker.js/ is uploaded as it is: bundled once, by the job that built it.
      ...(siteOnly ? ['--no-bundle'] : []),
    ],
  };
  const migrations: DeployStep = {
    title: `the pending D1 migrations of ${names.database}`,
    args: ['d1', 'migrations', 'apply', names.database, '--remote', '--config', paths.siteConfig, ...envArgs],
  };
  if (siteOnly) return [site];
  if (migrationsOnly) return [migrations];
  return [
    {
      title: `the companion Worker ${names.companion}`,
      args: ['deploy', '--config', paths.companionConfig, ...envArgs],
    },
    migrations,
    site,
  ];
}

/**
 * npm run deploy [-- --env preview [--branch <name>] [--site <dir>] [--site-only]]
 *
 * The real D1 ids (D1_DATABASE_ID / PREVIEW_D1_DATABASE_ID) go into temporary toml copies under
 * .wrangler/, never into the repository's. It imports only Node's modules and its own folder:
 * CI's pull-request preview runs it with `npx tsx` from a bare checkout of the base branch.
 */
import { spawn } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { DATABASE_ID_VARIABLE, prepareConfig, type PreparedConfig } from './deploy-config';
import {
  NAMES,
  PAGES_PROJECT,
  PRODUCTION_BRANCH,
  USAGE,
  WRANGLER_VERSION,
  parseDeployArgs,
  planDeploy,
  type DeployOptions,
} from './deploy-plan';
import { failureMessage, runSteps, type CommandResult, type WranglerRunner } from './run-steps';
import { readSiteFacts, siteProblems } from './site-checks';
import {
  deploymentUrl,
  pagesListsSecret,
  previewMailDestination,
  workerListsSecret,
  type PreviewSmtp,
} from './wrangler-output';

const ROOT = resolve(import.meta.dirname, '..', '..');
const SITE_TOML = 'wrangler.toml';
const COMPANION_TOML = 'src/server/cloudflare/companion/wrangler.toml';

function fail(lines: readonly string[], exitCode = 1): never {
  for (const line of lines) console.error(`deploy: ${line}`);
  process.exit(exitCode);
}

function wranglerIn(cwd: string): WranglerRunner {
  return (args) =>
    new Promise<CommandResult>((done) => {
      let output = '';
      const child = spawn('npx', ['--yes', `wrangler@${WRANGLER_VERSION}`, ...args], {
        cwd,
        env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
        stdio: ['inherit', 'pipe', 'pipe'],
      });
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        process.stdout.write(chunk);
      });
      child.stderr.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        process.stderr.write(chunk);
      });
      child.on('error', (error) => {
        done({ code: null, output: `${output}${error.message}` });
      });
      child.on('close', (code) => {
        done({ code, output });
      });
    });
}

function prepare(file: string, options: DeployOptions): PreparedConfig {
  const path = join(ROOT, file);
  let source: string;
  try {
    source = readFileSync(path, 'utf8');
  } catch {
    return { text: '', problems: [`${file} is missing`] };
  }
  return prepareConfig(source, {
    file,
    folder: dirname(path),
    environment: options.environment,
    databaseId: process.env[DATABASE_ID_VARIABLE[options.environment]] || undefined,
  });
}

async function previewSmtp(run: WranglerRunner): Promise<PreviewSmtp> {
  const site = await run(['pages', 'secret', 'list', '--project-name', PAGES_PROJECT, '--env', 'preview']);
  const companion = await run(['secret', 'list', '--config', join(ROOT, COMPANION_TOML), '--env', 'preview']);
  return {
    site: site.code === 0 ? pagesListsSecret(site.output, 'SMTP_URL') : undefined,
    companion: companion.code === 0 ? workerListsSecret(companion.output, 'SMTP_URL') : undefined,
  };
}

function report(values: { summary: string; url?: string; mail?: string }): void {
  const { GITHUB_OUTPUT, GITHUB_STEP_SUMMARY } = process.env;
  if (GITHUB_OUTPUT) {
    appendFileSync(GITHUB_OUTPUT, `url=${values.url ?? ''}\nmail=${values.mail ?? ''}\n`);
  }
  if (GITHUB_STEP_SUMMARY) appendFileSync(GITHUB_STEP_SUMMARY, `${values.summary}\n`);
}

const parsed = parseDeployArgs(process.argv.slice(2));
if (!parsed.ok) fail([parsed.error, '', ...USAGE.split('\n')], 2);
const options = { ...parsed.options, site: resolve(parsed.options.site) };
const { environment, siteOnly, migrationsOnly } = options;

const problems = migrationsOnly
  ? []
  : siteProblems(
      { site: relative(process.cwd(), options.site) || '.', siteOnly },
      readSiteFacts(options.site, join(ROOT, 'functions')),
    );
const productionId = process.env[DATABASE_ID_VARIABLE.production];
if (environment === 'preview' && productionId && productionId === process.env[DATABASE_ID_VARIABLE.preview]) {
  problems.push(`${DATABASE_ID_VARIABLE.preview} is production's database id`);
}
const siteConfig = prepare(SITE_TOML, options);
const companionConfig = siteOnly || migrationsOnly ? { text: '', problems: [] } : prepare(COMPANION_TOML, options);
problems.push(...siteConfig.problems, ...companionConfig.problems);
if (problems.length > 0) fail(['refused, nothing deployed:', ...problems.map((problem) => `  ${problem}`)]);

mkdirSync(join(ROOT, '.wrangler'), { recursive: true });
const workDir = mkdtempSync(join(ROOT, '.wrangler', 'deploy-'));
let exitCode = 0;
try {
  const paths = {
    siteConfig: join(workDir, 'wrangler.toml'),
    companionConfig: join(workDir, 'companion.toml'),
    site: options.site,
  };
  writeFileSync(paths.siteConfig, siteConfig.text);
  if (!siteOnly && !migrationsOnly) {
    writeFileSync(paths.companionConfig, companionConfig.text);
    // `wrangler pages deploy` reads functions/ and wrangler.toml from the folder it runs in, and no other.
    symlinkSync(join(ROOT, 'functions'), join(workDir, 'functions'), 'dir');
  }
  const steps = planDeploy(options, paths, process.env.GITHUB_SHA);
  const run = wranglerIn(workDir);
  const names = NAMES[environment];
  console.log(`Deploying ${environment}: ${steps.map((step) => step.title).join(', then ')}.`);
  const result = await runSteps(steps, run, (line) => {
    console.log(line);
  });
  if (!result.ok) {
    const message = failureMessage(steps, result.failedIndex, result.code);
    console.error(`\n${message}`);
    report({ summary: `### Deploy failed\n\n${message.replaceAll('\n', '\n\n')}` });
    exitCode = 1;
  } else if (migrationsOnly) {
    console.log(`\nApplied the pending migrations of ${names.database}.`);
    report({ summary: `### Migrations applied\n\nThe pending D1 migrations of ${names.database}.` });
  } else {
    const url = deploymentUrl(result.outputs.at(-1) ?? '', options.branch, PAGES_PROJECT, PRODUCTION_BRANCH);
    if (environment === 'production') {
      console.log(`\nDeployed to production: ${url}`);
      report({
        url,
        summary: `### Deployed to production\n\n${url}: the companion Worker ${names.companion}, the D1 migrations of ${names.database}, the site and its functions.`,
      });
    } else {
      const mail = previewMailDestination(await previewSmtp(run));
      console.log(`\nDeployed the preview (branch ${options.branch}): ${url}\n${mail}`);
      report({
        url,
        mail,
        summary: `### Preview deployed\n\n${url} (branch \`${options.branch}\`), with the preview's bindings only: ${names.database}, talvera-resumes-preview, ${names.companion}.\n\n${mail}`,
      });
    }
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
process.exitCode = exitCode;

/**
 * The site as Cloudflare runs it, locally, for the e2e tests (playwright.config.ts, project
 * `wrangler`): an SMTP server (smtp-sink.ts), the D1 migrations, the companion Worker (the
 * Durable Object and the cron, `wrangler dev --test-scheduled`), then two `wrangler pages dev`
 * instances over dist/ (A; and B, whose `_headers` has no rule for `/api/*`:
 * headers-without-api.ts), all sharing one `--persist-to`, so that they share D1, R2 and the
 * Durable Object as instances of the deployed site do. Ports and folders: e2e-servers.ts.
 *
 * It fails, naming the lines, when wrangler refuses any rule of `_redirects` or `_headers` or
 * reads fewer rules than the files hold (Cloudflare drops such rules silently on deploy); when a
 * port is taken; and when a process stops. Else it prints one line, `cloudflare stack: ready …`,
 * and runs until SIGTERM or SIGINT, which stop every process it started. Each process's output is
 * in `<state>/logs/`.
 * Usage: node --import tsx tests/support/cloudflare-stack.ts   (ports from E2E_* variables)
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { STACK_SETTINGS } from './cloudflare-stack-settings';
import { e2eServers } from './e2e-servers';
import { copyDistWithoutApiHeaders } from './headers-without-api';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import { countRules, readWranglerReport, reportProblems } from './wrangler-report';
import {
  freePort,
  isPortFree,
  runWrangler,
  startWranglerServer,
  WranglerFailure,
  type WranglerServer,
} from './wrangler-process';

const DIST = 'dist';
const ROOT_CONFIG = 'wrangler.toml';
const COMPANION_CONFIG = 'src/server/cloudflare/companion/wrangler.toml';
/** The D1 database of wrangler.toml, whose migrations the stack applies. */
const DATABASE = 'talvera-forms';

const servers = e2eServers();
const distB = join(servers.stateDir, 'dist-without-api-headers');
const wranglerEnvironment = { registryDir: join(servers.stateDir, 'registry'), logDir: join(servers.stateDir, 'logs') };

const running: WranglerServer[] = [];
let sink: SmtpSink | undefined;
let stopping: Promise<never> | undefined;

/** Stops everything started, once, however many times it is asked (a second SIGTERM, a failure meanwhile). */
function stopAll(code: number): Promise<never> {
  stopping ??= (async () => {
    // The instances before the companion they bind to.
    await Promise.all(running.filter((server) => server.name !== 'companion').map((server) => server.stop()));
    await Promise.all(running.filter((server) => server.name === 'companion').map((server) => server.stop()));
    // A sender may keep its connection open; the sink is not worth waiting for.
    await Promise.race([sink?.close(), new Promise((resolve) => setTimeout(resolve, 2000))]);
    process.exit(code);
  })();
  return stopping;
}

async function fail(message: string): Promise<never> {
  console.error(`cloudflare stack: ${message}`);
  return stopAll(1);
}

/** What the checkout must hold before anything starts. */
function missingPieces(): string[] {
  const missing: string[] = [];
  if (!existsSync(join(DIST, 'index.html'))) missing.push(`${DIST}/ holds no site: run npm run build first`);
  if (!existsSync(ROOT_CONFIG)) missing.push(`${ROOT_CONFIG} is missing: it declares the functions' bindings`);
  if (!existsSync(COMPANION_CONFIG))
    missing.push(`${COMPANION_CONFIG} is missing: the companion Worker defines the Durable Object and the cron`);
  if (!existsSync('functions')) missing.push('functions/ is missing: nothing would answer /api/*');
  return missing;
}

/** Each setting as `wrangler dev --var NAME:value` or `wrangler pages dev --binding NAME=value`. */
function settingsArguments(flag: '--var' | '--binding', smtpUrl: string): string[] {
  const separator = flag === '--var' ? ':' : '=';
  return Object.entries({ ...STACK_SETTINGS, SMTP_URL: smtpUrl }).flatMap(([name, value]) => [
    flag,
    `${name}${separator}${value}`,
  ]);
}

function expectedRules(dir: string) {
  const count = (kind: 'redirects' | 'headers') => {
    const file = join(dir, `_${kind}`);
    return existsSync(file) ? countRules(kind, readFileSync(file, 'utf8')) : undefined;
  };
  return { redirects: count('redirects'), headers: count('headers') };
}

/** Whether wrangler took every rule of the folder's `_redirects` and `_headers`; the problems if not. */
function ruleProblems(server: WranglerServer, dir: string): string[] {
  const { stdout, stderr } = server.output();
  return reportProblems(readWranglerReport(`${stdout}\n${stderr}`), expectedRules(dir)).map(
    (problem) => `${server.name} (${relative(process.cwd(), dir)}/): ${problem}`,
  );
}

async function startPagesInstance(name: string, port: number, dir: string, smtpUrl: string): Promise<WranglerServer> {
  const server = startWranglerServer(
    name,
    port,
    [
      'pages',
      'dev',
      dir,
      `--port=${String(port)}`,
      `--inspector-port=${String(await freePort())}`,
      `--persist-to=${servers.persistDir}`,
      '--show-interactive-dev-session=false',
      ...settingsArguments('--binding', smtpUrl),
    ],
    wranglerEnvironment,
  );
  running.push(server);
  return server;
}

async function main(): Promise<void> {
  const missing = missingPieces();
  if (missing.length > 0) await fail(`the Cloudflare adapter is not complete here:\n  ${missing.join('\n  ')}`);

  const ports: [string, number][] = [
    ['instance A (E2E_WRANGLER_PORT)', servers.wranglerA],
    ['instance B (E2E_WRANGLER_B_PORT)', servers.wranglerB],
    ['the companion Worker (E2E_COMPANION_PORT)', servers.companion],
    ['the SMTP sink (E2E_SMTP_PORT)', servers.smtp],
  ];
  const taken: string[] = [];
  for (const [what, port] of ports) if (!(await isPortFree(port))) taken.push(`port ${String(port)}, for ${what}`);
  if (taken.length > 0) await fail(`taken: ${taken.join('; ')}. Stop what listens there, or choose other ports.`);

  rmSync(servers.stateDir, { recursive: true, force: true });
  mkdirSync(wranglerEnvironment.logDir, { recursive: true });
  copyDistWithoutApiHeaders(DIST, distB);
  sink = await startSmtpSink({ port: servers.smtp, folder: servers.smtpMailDir });

  await runWrangler(
    'd1-migrations',
    ['d1', 'migrations', 'apply', DATABASE, '--local', `--persist-to=${servers.persistDir}`],
    wranglerEnvironment,
  );

  // The companion first: the instances bind to its Durable Object, and restarting it later
  // breaks them.
  const companion = startWranglerServer(
    'companion',
    servers.companion,
    [
      'dev',
      `--config=${COMPANION_CONFIG}`,
      '--test-scheduled',
      `--port=${String(servers.companion)}`,
      `--inspector-port=${String(await freePort())}`,
      `--persist-to=${servers.persistDir}`,
      '--show-interactive-dev-session=false',
      ...settingsArguments('--var', sink.url),
    ],
    wranglerEnvironment,
  );
  running.push(companion);
  await companion.ready;

  const instanceA = await startPagesInstance('instance-a', servers.wranglerA, DIST, sink.url);
  const instanceB = await startPagesInstance('instance-b', servers.wranglerB, distB, sink.url);
  await Promise.all([instanceA.ready, instanceB.ready]);

  const problems = [...ruleProblems(instanceA, DIST), ...ruleProblems(instanceB, distB)];
  if (problems.length > 0) await fail(`wrangler refused rules:\n  ${problems.join('\n  ')}`);

  for (const server of running)
    server.onUnexpectedExit((message) => {
      if (stopping === undefined) void fail(message);
    });
  const expected = expectedRules(DIST);
  console.log(
    `cloudflare stack: ready: instance A http://localhost:${String(servers.wranglerA)}, B http://localhost:${String(servers.wranglerB)} (no _headers rule for /api/*), companion http://localhost:${String(servers.companion)}, SMTP ${sink.url}; all ${String(expected.redirects ?? 0)} redirect and ${String(expected.headers ?? 0)} header rules accepted`,
  );
}

// Whatever goes wrong here, the processes started so far are stopped, not left behind.
process.on('uncaughtException', (error) => {
  void fail(`failed: ${String(error.stack ?? error)}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  // `on`, not `once`: a second signal must not end this process before its children.
  process.on(signal, () => {
    void stopAll(0);
  });
}

main().catch((error: unknown) =>
  fail(error instanceof WranglerFailure ? error.message : `failed: ${String((error as Error).stack ?? error)}`),
);

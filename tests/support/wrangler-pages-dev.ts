/**
 * `wrangler pages dev` over dist/: Cloudflare Pages' own local runtime, for the e2e tests
 * (playwright.config.ts, project `wrangler`). It fails, naming the lines, when wrangler refuses
 * any rule of `_redirects` or `_headers` or reads fewer rules than the files hold (Cloudflare
 * drops such rules silently on deploy); else it prints `wrangler pages dev: serving …` and
 * stays up until it is stopped. Wrangler's own output (an out-of-date notice, and offline a
 * failed fetch of `Request.cf`: harmless) goes to stdout, which Playwright hides; only this
 * script's verdicts go to stderr.
 * Usage: node --import tsx tests/support/wrangler-pages-dev.ts [--port 8788] [--dir dist]
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { countRules, readWranglerReport, reportProblems } from './wrangler-report';

/** The date the Workers runtime behaves as of; bump it deliberately, with the deploy's. */
const COMPATIBILITY_DATE = '2025-07-18';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '8788' }, dir: { type: 'string', default: 'dist' } },
});
const port = Number(values.port);
const dir = values.dir;

function fail(message: string): never {
  console.error(`wrangler pages dev: ${message}`);
  process.exit(1);
}

/** A port nobody listens on (for wrangler's inspector, so that two runs never share one). */
function freePort(wanted = 0): Promise<number | undefined> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => {
      resolve(undefined);
    });
    server.listen(wanted, () => {
      const address = server.address();
      server.close(() => {
        resolve(typeof address === 'object' && address ? address.port : undefined);
      });
    });
  });
}

function expectedRules(): { redirects?: number; headers?: number } {
  const count = (kind: 'redirects' | 'headers') => {
    const file = join(dir, `_${kind}`);
    return existsSync(file) ? countRules(kind, readFileSync(file, 'utf8')) : undefined;
  };
  return { redirects: count('redirects'), headers: count('headers') };
}

if (!existsSync(join(dir, 'index.html'))) fail(`${dir}/ holds no site: run npm run build first`);
// Wrangler would quietly take another port; the tests would then talk to something else.
if ((await freePort(port)) === undefined) fail(`port ${String(port)} is in use`);
const inspectorPort = await freePort();
if (inspectorPort === undefined) fail('found no free port for the inspector');

const wrangler = join(dirname(createRequire(import.meta.url).resolve('wrangler/package.json')), 'bin', 'wrangler.js');
const child = spawn(
  process.execPath,
  [
    wrangler,
    'pages',
    'dev',
    dir,
    `--port=${String(port)}`,
    `--inspector-port=${String(inspectorPort)}`,
    `--compatibility-date=${COMPATIBILITY_DATE}`,
    '--show-interactive-dev-session=false',
  ],
  { env: { ...process.env, WRANGLER_SEND_METRICS: 'false' }, stdio: ['ignore', 'pipe', 'pipe'] },
);

const output = { stdout: '', stderr: '' };
let checked = false;
/** The exit code once this wrapper has decided to stop wrangler. */
let stopping: number | undefined;

function stop(code: number): void {
  stopping = code;
  child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
}

async function checkReport(): Promise<void> {
  checked = true;
  // Wrangler answers once it is ready; by then its warnings on stderr have arrived too.
  const answer = await fetch(`http://localhost:${String(port)}/`).catch((error: unknown) => error);
  if (answer instanceof Response) await answer.body?.cancel();
  else {
    console.error(`wrangler pages dev: nothing answers on port ${String(port)}`);
    stop(1);
    return;
  }
  const expected = expectedRules();
  const problems = reportProblems(readWranglerReport(`${output.stdout}\n${output.stderr}`), expected);
  if (problems.length > 0) {
    console.error(`wrangler pages dev refused rules of ${dir}/:\n${problems.map((line) => `  ${line}`).join('\n')}`);
    stop(1);
    return;
  }
  console.log(
    `wrangler pages dev: serving ${dir}/ on http://localhost:${String(port)}, all ${String(expected.redirects ?? 0)} redirect and ${String(expected.headers ?? 0)} header rules accepted`,
  );
}

for (const stream of ['stdout', 'stderr'] as const) {
  child[stream].on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    process.stdout.write(text);
    // Kept for the verdict and for the last lines should wrangler stop; the log of requests is cut.
    output[stream] = (output[stream] + text).slice(-1_000_000);
    if (!checked && /Ready on http/.test(output.stdout)) void checkReport();
  });
}

child.once('exit', (code, signal) => {
  if (stopping !== undefined) process.exit(stopping);
  const last = `${output.stdout}\n${output.stderr}`.trim().split('\n').slice(-20).join('\n');
  fail(`wrangler stopped${checked ? '' : ' before it served'} (${signal ?? `exit code ${String(code)}`}):\n${last}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stop(0);
  });
}

/**
 * Runs the wrangler CLI of node_modules (3.x) for the e2e stack: one-off commands, and the
 * long-running `wrangler dev` / `wrangler pages dev` servers. These stay in the stack's process
 * group, so that whoever stops the group (Playwright does) stops them and their workerd children
 * too; stopping one alone stops its descendants as well. Their output goes to a log file; the
 * last lines are quoted when something fails.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';

const wranglerBin = join(
  dirname(createRequire(import.meta.url).resolve('wrangler/package.json')),
  'bin',
  'wrangler.js',
);

/** What every wrangler process of the stack gets: no metrics, and this stack's own dev registry. */
export type WranglerEnvironment = { registryDir: string; logDir: string };

function environment(settings: WranglerEnvironment): NodeJS.ProcessEnv {
  return {
    ...process.env,
    WRANGLER_SEND_METRICS: 'false',
    // Where `wrangler dev` processes find each other (the companion's Durable Object): one per
    // stack, so that two runs at once never bind to each other's companion.
    WRANGLER_REGISTRY_PATH: settings.registryDir,
    // A non-interactive run: wrangler asks nothing (the migrations' "Ok to proceed?").
    CI: 'true',
  };
}

/** Whether nothing listens on `port` (any address), checked by listening on it for a moment. */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => {
      resolve(false);
    });
    server.listen(port, () => {
      server.close(() => {
        resolve(true);
      });
    });
  });
}

/** The processes started by `pid`, its children's children included (Linux: /proc). */
function descendants(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent is the fourth field, after the command name in parentheses (which may hold spaces).
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(parent, [...(parents.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  const visit = (parent: number) => {
    for (const child of parents.get(parent) ?? []) {
      found.push(child);
      visit(child);
    }
  };
  visit(pid);
  return found;
}

function signal(pids: number[], name: NodeJS.Signals): void {
  for (const pid of pids) {
    try {
      process.kill(pid, name);
    } catch {
      // already gone
    }
  }
}

/** A port nobody listens on now (for an inspector, which every wrangler process needs its own of). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const address = server.address();
      server.close(() => {
        if (typeof address === 'object' && address) resolve(address.port);
        else reject(new Error('no free port'));
      });
    });
  });
}

/** The tail of a process's output, for an error message. */
const lastLines = (text: string, count = 25) => text.trim().split('\n').slice(-count).join('\n');

export class WranglerFailure extends Error {}

/** Runs a wrangler command to its end; rejects with its output when it fails. */
export function runWrangler(name: string, args: string[], settings: WranglerEnvironment): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [wranglerBin, ...args], {
      env: environment(settings),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const log = createWriteStream(join(settings.logDir, `${name}.log`));
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        log.write(chunk);
      });
    child.once('error', reject);
    // 'close', not 'exit': its output may still be arriving when it has exited.
    child.once('close', (code, signal) => {
      log.end();
      if (code === 0) resolve(output);
      else
        reject(new WranglerFailure(`${name} failed (${signal ?? `exit code ${String(code)}`}):\n${lastLines(output)}`));
    });
  });
}

export type WranglerServer = {
  name: string;
  port: number;
  /** Everything it printed so far (stdout, then stderr, each kept whole). */
  output(): { stdout: string; stderr: string };
  /** Settles when it serves on `port`; rejects when it stops before, or serves elsewhere. */
  ready: Promise<void>;
  /** Called once if it stops by itself after `ready` (never after `stop`). */
  onUnexpectedExit(listener: (message: string) => void): void;
  stop(): Promise<void>;
};

/** Wrangler's line once it serves, and the address in it. */
const READY = new RegExp(`Ready on (http://[^\\s${String.fromCharCode(27)}]+)`);

/** How long a server may take to start: wrangler bundles and starts workerd, slow on two shared cores. */
const START_TIMEOUT_MS = 180_000;

/**
 * Starts a long-running wrangler server (`dev` or `pages dev`) on `port`. Wrangler takes another
 * port on its own when the one asked for is taken, so `ready` checks the one it reports.
 */
export function startWranglerServer(
  name: string,
  port: number,
  args: string[],
  settings: WranglerEnvironment,
): WranglerServer {
  mkdirSync(settings.logDir, { recursive: true });
  const log = createWriteStream(join(settings.logDir, `${name}.log`));
  const child: ChildProcess = spawn(process.execPath, [wranglerBin, ...args], {
    env: environment(settings),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { stdout: '', stderr: '' };
  let stopping = false;
  let started = false;
  let unexpected: ((message: string) => void) | undefined;
  const describeExit = (code: number | null, signal: NodeJS.Signals | null) =>
    `${name} stopped${started ? '' : ' before it served'} (${signal ?? `exit code ${String(code)}`}); its last output (${join(settings.logDir, `${name}.log`)}):\n${lastLines(`${output.stdout}\n${output.stderr}`)}`;

  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new WranglerFailure(`${name} did not serve within ${String(START_TIMEOUT_MS / 1000)} s`));
    }, START_TIMEOUT_MS);
    const waitForAnswer = async () => {
      // The address may be coloured (FORCE_COLOR, as Playwright sets it): the escape ends it.
      const reported = READY.exec(output.stdout)?.[1] ?? '';
      if (!URL.canParse(reported) || new URL(reported).port !== String(port)) {
        reject(new WranglerFailure(`${name} serves on ${reported} instead of port ${String(port)} (was it taken?)`));
        return;
      }
      for (;;) {
        const answer = await fetch(`http://127.0.0.1:${String(port)}/`).catch(() => undefined);
        if (answer) {
          await answer.body?.cancel();
          clearTimeout(timer);
          started = true;
          resolve();
          return;
        }
        await new Promise((wait) => setTimeout(wait, 250));
      }
    };
    let waiting = false;
    for (const stream of ['stdout', 'stderr'] as const) {
      child[stream]?.on('data', (chunk: Buffer) => {
        log.write(chunk);
        // Kept for the parse report and the last lines; the log of requests is cut.
        output[stream] = (output[stream] + chunk.toString()).slice(-2_000_000);
        if (!waiting && /Ready on http/.test(output.stdout)) {
          waiting = true;
          void waitForAnswer();
        }
      });
    }
    // 'close', not 'exit': its output may still be arriving when it has exited.
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      log.end();
      if (stopping) return;
      const message = describeExit(code, signal);
      if (!started) reject(new WranglerFailure(message));
      else unexpected?.(message);
    });
  });

  return {
    name,
    port,
    output: () => output,
    ready,
    onUnexpectedExit(listener) {
      unexpected = listener;
    },
    stop() {
      stopping = true;
      const pid = child.pid;
      if (child.exitCode !== null || child.signalCode !== null || pid === undefined) return Promise.resolve();
      // Taken now: once wrangler has exited, its workerd children would belong to nobody.
      const family = [pid, ...descendants(pid)];
      return new Promise((resolve) => {
        const force = setTimeout(() => {
          signal(family, 'SIGKILL');
        }, 5000);
        child.once('exit', () => {
          clearTimeout(force);
          signal(family.slice(1), 'SIGKILL');
          resolve();
        });
        signal(family, 'SIGTERM');
      });
    },
  };
}

/**
 * The Node server's hostile requests (src/server/__fixtures__/hostile-requests.ts, as
 * server-probe.ts `fuzz` sends them to `npm start`) sent to the Pages Functions in workerd:
 * instance A of the local Cloudflare stack. Reports the answers by status, any 5xx or request
 * left unanswered, and whether every process of the stack (wrangler and its workerd, the
 * companion's too) is still the same one and still answers. Each request comes from a client of
 * its own (CF-Connecting-IP), so the rate limit lets them all through.
 *
 * Usage: node --import tsx scripts/bench/workerd-fuzz.ts [count] [--seed N] [--concurrency N] [--running]
 * (ports from E2E_*)
 */
import { randomInt } from 'node:crypto';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { E2eServers } from '../../tests/support/e2e-servers';
import { withStack } from './bench-stack';
import { describeRequest, newTally, sampleHostileTraffic, sendHostileRequest } from './hostile-traffic';
import { reloadCount, userWorkerPid } from './workerd-processes';

const { values, positionals } = parseArgs({
  options: {
    running: { type: 'boolean', default: false },
    // The same requests again: every run prints its seed.
    seed: { type: 'string' },
    // Requests at once; 1 names the request after which a workerd is a new process.
    concurrency: { type: 'string', default: '10' },
  },
  allowPositionals: true,
});
const count = Number(positionals[0] ?? 2000);
const seed = Number(values.seed ?? randomInt(2 ** 31));
const concurrency = Number(values.concurrency);

const clientAddress = () => `198.${String(randomInt(18, 20))}.${String(randomInt(256))}.${String(randomInt(1, 255))}`;

/** The stack's processes that must outlive the run: each server's user worker, by port. */
const workerPids = (servers: E2eServers) =>
  Object.fromEntries(
    [servers.wranglerA, servers.wranglerB, servers.companion].map((port) => [port, userWorkerPid(port)]),
  );

async function fuzz(servers: E2eServers): Promise<void> {
  const port = servers.wranglerA;
  const origin = `http://localhost:${String(port)}`;
  const pidsBefore = workerPids(servers);
  const logDir = join(servers.stateDir, 'logs');
  const reloadsBefore = reloadCount(logDir);
  const traffic = sampleHostileTraffic(count, seed);
  const tally = newTally();
  const { statuses } = tally;
  const describe = (index: number) => describeRequest(traffic, index);
  // Each request a client of its own, so that no limit of the functions ends the run early.
  const one = (index: number) =>
    sendHostileRequest(traffic, index, origin, tally, {
      clientHeaders: { 'CF-Connecting-IP': clientAddress() },
      rawTimeoutMs: 5000,
      // wrangler's dev proxy can hold a request for minutes; waiting that long says nothing more.
      answerTimeoutMs: 30_000,
    });

  /** The user workers now, or none when the stack is gone (it stops whole when a process dies). */
  const currentPids = () => {
    try {
      return workerPids(servers);
    } catch {
      return {};
    }
  };
  const newWorkers: string[] = [];
  let last = pidsBefore;
  const started = performance.now();
  for (let index = 0; index < count; index += concurrency) {
    const batch = Array.from({ length: Math.min(concurrency, count - index) }, (_, offset) => index + offset);
    await Promise.all(batch.map(one));
    const now = currentPids();
    const changed = Object.keys(last).filter((port) => now[port] !== last[port]);
    if (changed.length > 0) {
      const why = reloadCount(logDir) > reloadsBefore ? 'after a reload: a source file changed' : 'no reload';
      newWorkers.push(
        `after requests ${String(batch[0])}–${String(batch.at(-1))}, ${changed.map((port) => `${port}: ${String(now[port] ?? 'gone')}`).join(', ')} (${why})`,
      );
      if (batch.length === 1) newWorkers.push(`  the request: ${describe(index)}`);
      if (Object.keys(now).length === 0) break;
      last = now;
    }
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const answers = await Promise.all(
    [servers.wranglerA, servers.wranglerB].map(async (instance) => {
      const response = await fetch(`http://localhost:${String(instance)}/api/demo-request`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': clientAddress() },
        body: '{}',
      }).catch(() => undefined);
      return `${String(instance)}: ${String(response?.status ?? 'no answer')}`;
    }),
  );
  const byClass = (low: number, high: number) =>
    [...statuses].filter(([status]) => status >= low && status < high).reduce((sum, [, n]) => sum + n, 0);
  const { clientRefused, networkErrors, timedOut } = tally;
  const sent = count - clientRefused;
  console.log(
    `hostile requests: ${String(count)} generated, ${String(clientRefused)} refused by the client itself, ${String(sent)} sent to ${origin}`,
  );
  console.log(
    `answered 2xx: ${String(byClass(200, 300))}, 3xx: ${String(byClass(300, 400))}, 4xx: ${String(byClass(400, 500))}, 5xx: ${String(byClass(500, 600))}, no answer: ${String((statuses.get(0) ?? 0) + networkErrors)} (of which no answer within 30 s: ${String(timedOut)})`,
  );
  console.log(
    `statuses: ${[...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${String(status)}×${String(n)}`)
      .join(' ')}`,
  );
  console.log(
    newWorkers.length === 0
      ? `the user workers of A, B and the companion stayed the same processes (${Object.values(pidsBefore).join(', ')})`
      : `new user workers:\n  ${newWorkers.join('\n  ')}`,
  );
  console.log(
    `afterwards an empty post answers ${answers.join(', ')} (400 expected); ${String(concurrency)} at a time, ${seconds} s`,
  );
}

await withStack(values.running, fuzz);

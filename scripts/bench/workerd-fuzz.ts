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
import fc from 'fast-check';
import { anyFieldValue, demoBody, headerValue, multipartPart } from '../../src/server/__fixtures__/hostile-requests';
import { rawRequest, statusOf } from '../../src/server/__fixtures__/test-server';
import type { E2eServers } from '../../tests/support/e2e-servers';
import { withStack } from './bench-stack';
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

/** server-probe.ts's request lines that no HTTP client would send. */
const RAW_CASES = [
  'GET /%ff HTTP/1.1',
  'GET /en/%e9 HTTP/1.1',
  'GET /api/%ff HTTP/1.1',
  'GET /% HTTP/1.1',
  'GET //[ HTTP/1.1',
  'GET http://[ HTTP/1.1',
  'GET //a:b@[x]/ HTTP/1.1',
  'GET /.//evil.example/..%2fen HTTP/1.1',
  'FOO / HTTP/1.1',
  `GET /${'a'.repeat(10_000)} HTTP/1.1`,
  'POST /api/demo-request HTTP/1.1\r\nContent-Length: abc',
  'POST /api/application HTTP/1.1\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 99999999999',
];

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
  const statuses = new Map<number, number>();
  let clientRefused = 0;
  let networkErrors = 0;
  const note = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const paths = fc.sample(
    fc.oneof(
      fc.constantFrom('/api/demo-request', '/api/application', '/api/newsletter', '/api/not-found-report', '/en/'),
      fc.constantFrom('/api/newsletter/confirm?token=x.y', '/pricing/x/', '/_headers'),
      fc.string({ unit: 'binary-ascii', maxLength: 60 }).map((text) => `/${encodeURI(text).replace(/%25/g, '%')}`),
    ),
    { numRuns: count, seed },
  );
  const bodies = fc.sample(
    fc.oneof(
      demoBody.map((body) => JSON.stringify(body)),
      anyFieldValue.map(String),
    ),
    { numRuns: count, seed: seed + 1 },
  );
  // Printable header values (ASCII 0x20–0x7e): the client refuses to send others at all.
  const headers = fc
    .sample(headerValue, { numRuns: count * 2, seed: seed + 2 })
    .map((value) => value.replace(/[^\x20-\x7e]/g, ''));
  const parts = fc.sample(fc.array(multipartPart, { maxLength: 6 }), { numRuns: count, seed: seed + 3 });
  const methods = ['GET', 'POST', 'PUT', 'HEAD', 'OPTIONS', 'DELETE', 'PATCH', 'POST', 'POST'];

  /** What request `index` is, to replay it by hand. */
  const describe = (index: number) =>
    index % 10 === 0
      ? `raw: ${JSON.stringify(RAW_CASES[(index / 10) % RAW_CASES.length])}`
      : JSON.stringify({
          method: methods[index % methods.length],
          path: paths[index],
          body: bodies[index],
          parts: index % 3 === 0 ? parts[index] : undefined,
          contentType: headers[index],
          origin: headers[count + index],
        }).slice(0, 4000);

  const one = async (index: number) => {
    const client = clientAddress();
    if (index % 10 === 0) {
      const line = RAW_CASES[(index / 10) % RAW_CASES.length] ?? '';
      const request = `${line}\r\nHost: localhost\r\nCF-Connecting-IP: ${client}\r\nConnection: close\r\n\r\n`;
      note(statusOf(await rawRequest(port, request, 5000)));
      return;
    }
    const method = methods[index % methods.length] ?? 'GET';
    const multipart = index % 3 === 0 && method === 'POST';
    let body: BodyInit | undefined;
    if (multipart) {
      const form = new FormData();
      for (const part of parts[index] ?? []) {
        if (part.kind === 'field') form.append(part.name, part.value);
        else form.append(part.name, new File([Buffer.from(part.bytes)], part.filename), part.filename);
      }
      body = form;
    } else if (method !== 'GET' && method !== 'HEAD') body = bodies[index];
    const path = multipart ? '/api/application' : (paths[index] ?? '/');
    try {
      const response = await fetch(`${origin}${path}`, {
        method,
        headers: {
          ...(multipart ? {} : { 'Content-Type': index % 2 ? 'application/json' : (headers[index] ?? '') }),
          Origin: index % 7 === 0 ? (headers[count + index] ?? '') : origin,
          'CF-Connecting-IP': client,
          ...(index % 5 === 0 ? { 'Idempotency-Key': headers[count + index] ?? '' } : {}),
        },
        body,
        redirect: 'manual',
      });
      await response.arrayBuffer();
      note(response.status);
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code;
      if (code === 'UND_ERR_INVALID_ARG' || (error instanceof TypeError && /URL|header/i.test(error.message))) {
        clientRefused += 1;
      } else networkErrors += 1;
    }
  };

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
  const sent = count - clientRefused;
  console.log(
    `hostile requests: ${String(count)} generated, ${String(clientRefused)} refused by the client itself, ${String(sent)} sent to ${origin}`,
  );
  console.log(
    `answered 2xx: ${String(byClass(200, 300))}, 3xx: ${String(byClass(300, 400))}, 4xx: ${String(byClass(400, 500))}, 5xx: ${String(byClass(500, 600))}, no answer: ${String((statuses.get(0) ?? 0) + networkErrors)}`,
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

/**
 * The figures of issue 7, measured against the real server in a child process:
 *   node --import tsx scripts/bench/server-probe.ts fuzz [count]   hostile requests survived / sent
 *   node --import tsx scripts/bench/server-probe.ts uploads [n]    peak RSS with n concurrent 10 MB uploads
 * Needs dist/ (npm run build). Writes to a temporary outbox, removed afterwards.
 * PROBE_ORIGIN=http://localhost:8788 fuzzes a server already running there instead (`wrangler pages
 * dev` with the Cloudflare adapter: give it a rate limit the run cannot reach), with no RSS figure.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { anyFieldValue, demoBody, headerValue, multipartPart } from '../../src/server/__fixtures__/hostile-requests';
import { rawRequest, statusOf } from '../../src/server/__fixtures__/test-server';

const [mode = 'fuzz', countArgument] = process.argv.slice(2);
const external = process.env.PROBE_ORIGIN ? new URL(process.env.PROBE_ORIGIN) : undefined;
const port = external ? Number(external.port) : 4300 + Math.floor(Math.random() * 500);
const origin = external ? external.origin : `http://127.0.0.1:${port}`;
const work = mkdtempSync(join(tmpdir(), 'measure-'));

const child = external
  ? undefined
  : spawn(process.execPath, ['--import', 'tsx', 'src/server/node/index.ts', '--port', String(port)], {
      env: { ...process.env, OUTBOX_DIR: join(work, 'outbox'), UPLOAD_DIR: work, RATE_LIMIT_MAX: '1000000' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
let exited = false;
child?.on('exit', () => {
  exited = true;
});
const stderr: string[] = [];
child?.stderr.on('data', (data: Buffer) => stderr.push(data.toString()));

async function waitUntilUp(): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      await fetch(`${origin}/en/`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error('the server did not start');
}

/** The child's peak resident set (VmHWM), in MB. */
const peakRssMb = () =>
  child
    ? Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${String(child.pid)}/status`, 'utf8'))?.[1] ?? 0) / 1024
    : Number.NaN;

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

async function fuzz(count: number): Promise<void> {
  const statuses = new Map<number, number>();
  let clientRefused = 0;
  let networkErrors = 0;
  const count5xx = () => [...statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
  const note = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const paths = fc.sample(
    fc.oneof(
      fc.constantFrom('/api/demo-request', '/api/application', '/en/', '/pricing/x/', '/_headers'),
      fc.string({ unit: 'binary-ascii', maxLength: 60 }).map((text) => `/${encodeURI(text).replace(/%25/g, '%')}`),
    ),
    count,
  );
  const bodies = fc.sample(
    fc.oneof(
      demoBody.map((body) => JSON.stringify(body)),
      anyFieldValue.map(String),
    ),
    count,
  );
  // Printable header values (ASCII 0x20–0x7e): the client refuses to send others at all.
  const headers = fc.sample(headerValue, count * 2).map((value) => value.replace(/[^\x20-\x7e]/g, ''));
  const parts = fc.sample(fc.array(multipartPart, { maxLength: 6 }), count);
  const methods = ['GET', 'POST', 'PUT', 'HEAD', 'OPTIONS', 'DELETE', 'PATCH', 'POST', 'POST'];

  const one = async (index: number) => {
    if (index % 10 === 0) {
      const line = RAW_CASES[(index / 10) % RAW_CASES.length] ?? '';
      note(statusOf(await rawRequest(port, `${line}\r\nHost: localhost\r\nConnection: close\r\n\r\n`, 3000)));
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

  const started = performance.now();
  for (let index = 0; index < count; index += 20) {
    await Promise.all(Array.from({ length: Math.min(20, count - index) }, (_, offset) => one(index + offset)));
    if (exited) break;
  }
  const alive = !exited && (await fetch(`${origin}/en/`)).status === 200;
  const sent = count - clientRefused;
  const answered = [...statuses.values()].reduce((sum, n) => sum + n, 0) - (statuses.get(0) ?? 0);
  console.log(`hostile requests: ${count} generated, ${clientRefused} refused by the client itself, ${sent} sent`);
  console.log(`answered ${answered}/${sent}, 5xx: ${count5xx()}, no answer: ${(statuses.get(0) ?? 0) + networkErrors}`);
  console.log(
    `statuses: ${[...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}×${n}`)
      .join(' ')}`,
  );
  console.log(
    `server alive afterwards: ${alive}; ${((performance.now() - started) / 1000).toFixed(1)} s; peak RSS ${peakRssMb().toFixed(0)} MB`,
  );
}

async function uploads(count: number): Promise<void> {
  const size = 10 * 1024 * 1024;
  const pdf = new Uint8Array(size);
  pdf.set(Buffer.from('%PDF-1.4\n'));
  pdf.set(Buffer.from('\n%%EOF\n'), size - 7);
  const before = peakRssMb();
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const form = new FormData();
      form.append('name', `Candidate ${index}`);
      form.append('email', `c${index}@acme.example`);
      form.append('position', 'Engineer');
      form.append('resume', new File([pdf], `cv-${index}.pdf`), `cv-${index}.pdf`);
      try {
        const response = await fetch(`${origin}/api/application`, { method: 'POST', body: form });
        await response.arrayBuffer();
        return String(response.status);
      } catch (error) {
        return `error ${String((error as { cause?: { code?: string } }).cause?.code ?? error)}`;
      }
    }),
  );
  const tally = new Map<string, number>();
  for (const result of results) tally.set(result, (tally.get(result) ?? 0) + 1);
  const messages = readdirSync(join(work, 'outbox')).filter((name) => name.endsWith('.eml')).length;
  console.log(
    `${count} concurrent 10 MB uploads in ${((performance.now() - started) / 1000).toFixed(1)} s: ${[...tally].map(([status, n]) => `${status}×${n}`).join(', ')}`,
  );
  console.log(
    `messages in the outbox: ${messages}; peak RSS of the server: ${peakRssMb().toFixed(0)} MB (${before.toFixed(0)} MB before)`,
  );
}

try {
  await waitUntilUp();
  if (mode === 'uploads') await uploads(Number(countArgument ?? 60));
  else await fuzz(Number(countArgument ?? 10_000));
} finally {
  child?.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
  if (stderr.join('').includes('Uncaught')) console.log(`server stderr:\n${stderr.join('').slice(0, 2000)}`);
}

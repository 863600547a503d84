/**
 * The figures of issue 7, measured against the real server in a child process:
 *   node --import tsx scripts/bench/server-probe.ts fuzz [count]   hostile requests survived / sent
 *   node --import tsx scripts/bench/server-probe.ts uploads [n]    peak RSS with n concurrent 10 MB uploads
 *   node --import tsx scripts/bench/server-probe.ts resources [F1,F2,F4,F4spread,F5]   issue 30's cases
 *     at the second probe's scale: peak RSS and descriptors, and whether pages and the form kept
 *     answering (their p99); run one case per call for each case's own peak RSS
 *   node --import tsx scripts/bench/server-probe.ts load [clients] [seconds]   the probe's mixed load
 *     (mixed-load.ts, 500 clients for 60 s): statuses, latencies, and every accepted submission
 *     stored exactly once
 * Needs dist/ (npm run build). Writes to a temporary outbox, removed afterwards. The rate limits
 * are raised out of the way: the probe measures the server's resources, not its limiter.
 * PROBE_ORIGIN=http://localhost:8788 fuzzes a server already running there instead (`wrangler pages
 * dev` with the Cloudflare adapter: give it a rate limit the run cannot reach), with no RSS figure.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { connect, type Socket } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { newTally, sampleHostileTraffic, sendHostileRequest } from './hostile-traffic';
import { mixedLoad } from './mixed-load';

const [mode = 'fuzz', countArgument] = process.argv.slice(2);
const external = process.env.PROBE_ORIGIN ? new URL(process.env.PROBE_ORIGIN) : undefined;
const port = external ? Number(external.port) : 4300 + Math.floor(Math.random() * 500);
const origin = external ? external.origin : `http://127.0.0.1:${port}`;
const work = mkdtempSync(join(tmpdir(), 'measure-'));

const child = external
  ? undefined
  : spawn(process.execPath, ['--import', 'tsx', 'src/server/node/index.ts', '--port', String(port)], {
      env: {
        ...process.env,
        OUTBOX_DIR: join(work, 'outbox'),
        UPLOAD_DIR: work,
        RATE_LIMIT_MAX: '1000000',
        RATE_LIMIT_ENDPOINT_MAX: '1000000',
      },
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

async function fuzz(count: number): Promise<void> {
  const traffic = sampleHostileTraffic(count);
  const tally = newTally();
  const { statuses } = tally;
  const count5xx = () => [...statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
  const one = (index: number) => sendHostileRequest(traffic, index, origin, tally);

  const started = performance.now();
  for (let index = 0; index < count; index += 20) {
    await Promise.all(Array.from({ length: Math.min(20, count - index) }, (_, offset) => one(index + offset)));
    if (exited) break;
  }
  const alive = !exited && (await fetch(`${origin}/en/`)).status === 200;
  const { clientRefused, networkErrors } = tally;
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

/** The child's CPU time so far (user and system), in seconds: a figure the machine's load does not inflate. */
const cpuSeconds = () => {
  if (!child) return Number.NaN;
  const fields =
    readFileSync(`/proc/${String(child.pid)}/stat`, 'utf8')
      .split(') ')[1]
      ?.split(' ') ?? [];
  // utime and stime, fields 14 and 15 of stat (11 and 12 after the name), in clock ticks of 1/100 s.
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

/** The child's open descriptors. */
const descriptors = () => (child ? readdirSync(`/proc/${String(child.pid)}/fd`).length : Number.NaN);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function socketFrom(localAddress: string): Socket {
  const socket = connect({ port, host: '127.0.0.1', localAddress });
  socket.on('error', () => undefined);
  return socket;
}

/**
 * One GET of /en/ on a new connection, as a new visitor (or the probe's curl) makes it, so that a
 * connection cap shows; its time in ms, or why it failed.
 */
function pageOnNewConnection(): Promise<number | string> {
  const started = performance.now();
  return new Promise((resolve) => {
    const outgoing = get({ host: '127.0.0.1', port, path: '/en/', agent: false }, (incoming) => {
      incoming.resume();
      incoming.on('end', () => {
        resolve(incoming.statusCode === 200 ? performance.now() - started : `status ${String(incoming.statusCode)}`);
      });
      incoming.on('error', (error: NodeJS.ErrnoException) => {
        resolve(error.code ?? error.message);
      });
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      resolve(error.code ?? error.message);
    });
    outgoing.setTimeout(10_000, () => outgoing.destroy(Object.assign(new Error('timeout'), { code: 'timeout' })));
  });
}

/** Page GETs from another address while `during` runs: each one's time in ms, or why it failed. */
async function pagesDuring(during: Promise<unknown>): Promise<(number | string)[]> {
  const pages: (number | string)[] = [];
  const state = { running: true };
  void during.finally(() => {
    state.running = false;
  });
  while (state.running) {
    pages.push(await pageOnNewConnection());
    await pause(100);
  }
  return pages;
}

function describePages(pages: (number | string)[]): string {
  const answered = pages.filter((page) => typeof page === 'number').sort((a, b) => a - b);
  const failures = new Map<string, number>();
  for (const page of pages) if (typeof page === 'string') failures.set(page, (failures.get(page) ?? 0) + 1);
  const p99 = answered[Math.min(answered.length - 1, Math.floor(answered.length * 0.99))] ?? Number.NaN;
  const p50 = answered[Math.floor(answered.length / 2)] ?? Number.NaN;
  const failed = [...failures].map(([reason, n]) => `${reason}×${n}`).join(' ');
  return `pages ${answered.length}/${pages.length} answered${failed ? ` (failed: ${failed})` : ''}, p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms`;
}

/** Samples the peak of open descriptors while `work` runs. */
async function peakDescriptorsDuring(work: Promise<unknown>): Promise<number> {
  let peak = descriptors();
  const state = { running: true };
  void work.finally(() => {
    state.running = false;
  });
  while (state.running) {
    peak = Math.max(peak, descriptors());
    await pause(50);
  }
  return peak;
}

const uploadHead = (length: number) =>
  `POST /api/application HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${length}\r\n\r\n--x\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-`;

/** The machine's one-minute load average: the probe shares its cores with whatever else runs. */
const idle = () => `idle, load average ${(loadavg()[0] ?? 0).toFixed(1)}`;

async function resources(cases: readonly string[]): Promise<void> {
  report('start', idle());

  if (cases.includes('F1')) await pipelining();
  if (cases.includes('F2')) await abortedUploads();
  if (cases.includes('F4')) await halfOpenConnections(1);
  if (cases.includes('F4spread')) await halfOpenConnections(400);
  if (cases.includes('F5')) await slowUploads();
}

const report = (name: string, text: string) => {
  console.log(`${name}: ${text}; peak RSS so far ${peakRssMb().toFixed(0)} MB, descriptors now ${descriptors()}`);
};

async function pipelining(): Promise<void> {
  // F1, as the probe sent it: 20 connections, 5000 pipelined GETs each in one write (4.8 MB in
  // all), answers never read, held 20 s (the probe's RSS reached 3.87 GB in about 20 s).
  const f1 = (async () => {
    const sockets = Array.from({ length: 20 }, () => socketFrom('127.0.1.1'));
    for (const socket of sockets) {
      socket.pause();
      socket.write('GET /en/articles/ HTTP/1.1\r\nHost: localhost\r\n\r\n'.repeat(5000));
    }
    await pause(20_000);
    for (const socket of sockets) socket.destroy();
  })();
  const [f1Pages, f1Descriptors] = await Promise.all([pagesDuring(f1), peakDescriptorsDuring(f1)]);
  report('F1 pipelining', `${describePages(f1Pages)}, peak descriptors ${f1Descriptors}`);
}

async function abortedUploads(): Promise<void> {
  // F2, as the probe sent it: 5 uploads declaring 10.4 MB, 9 MB of résumé sent, then the socket destroyed.
  for (let index = 0; index < 5; index += 1) {
    const socket = socketFrom(`127.0.2.${index + 1}`);
    socket.write(uploadHead(10_400_000));
    await new Promise((resolve) => socket.write(Buffer.alloc(9_000_000, 0x41), resolve));
    await pause(300);
    socket.destroy();
  }
  await pause(2000);
  const leftFolders = readdirSync(work).filter((name) => name.startsWith('talvera-upload-')).length;
  report('F2 aborted uploads', `${leftFolders} temporary folders left 2 s after 5 aborts`);
}

/** This process's limit on open descriptors (`ulimit -n`). */
const descriptorLimit = () =>
  Number(/^Max open files\s+(\d+)/m.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1] ?? 1024);

async function halfOpenConnections(addresses: number): Promise<void> {
  // F4: the probe's 20,000 connections whose headers never end, or as many as this process's
  // descriptor limit leaves room for, held 15 s; from one address as in the probe, or spread over
  // `addresses` (the server-wide cap, rather than the per-client one, then does the work).
  const total = Math.min(20_000, descriptorLimit() - 64);
  const f4 = (async () => {
    const sockets: Socket[] = [];
    for (let index = 0; index < total; index += 1) {
      const address = index % addresses;
      const socket = socketFrom(`127.0.${4 + Math.floor(address / 250)}.${(address % 250) + 1}`);
      socket.write('GET /en/ HTTP/1.1\r\nHost: localhost\r\n');
      sockets.push(socket);
      if (index % 100 === 99) await pause(20);
    }
    await pause(15_000);
    const held = descriptors();
    for (const socket of sockets) socket.destroy();
    return held;
  })();
  const [f4Pages, f4Descriptors, f4Held] = await Promise.all([pagesDuring(f4), peakDescriptorsDuring(f4), f4]);
  report(
    `F4 ${total} half-open connections from ${addresses} address(es)`,
    `${describePages(f4Pages)}, peak descriptors ${f4Descriptors}, server descriptors after 15 s: ${f4Held}`,
  );
}

async function slowUploads(): Promise<void> {
  // F5: 16 slow uploads from one address (a byte every 5 s) for 25 s, while another client applies.
  const slow = Array.from({ length: 16 }, () => {
    const socket = socketFrom('127.0.5.1');
    socket.write(uploadHead(5_000_000));
    return socket;
  });
  const trickle = setInterval(() => {
    for (const socket of slow) socket.write('x');
  }, 5000);
  const applications: string[] = [];
  for (const wait of [2000, 10_000, 13_000]) {
    await pause(wait);
    const response = await fetch(`${origin}/api/application`, { method: 'POST', body: new FormData() });
    applications.push(String(response.status));
  }
  clearInterval(trickle);
  const serverDescriptors = descriptors();
  for (const socket of slow) socket.destroy();
  report(
    'F5 slow uploads',
    `another client's application at 2, 12, 25 s: ${applications.join(' ')} (400 = taken, 503 = busy); server descriptors with the 16 still sending: ${serverDescriptors}`,
  );
}

async function load(clients: number, seconds: number): Promise<void> {
  report('start', idle());
  const cpuBefore = cpuSeconds();
  const running = mixedLoad({ port, outboxDir: join(work, 'outbox') }, clients, seconds);
  const [result, peakDescriptors] = await Promise.all([running, peakDescriptorsDuring(running)]);
  const tally = (statuses: Map<string, number>) =>
    [...statuses]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([status, n]) => `${status}×${n}`)
      .join(' ');
  const percentiles = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
    return `p50 ${at(0.5).toFixed(0)} ms, p99 ${at(0.99).toFixed(0)} ms, max ${(sorted.at(-1) ?? Number.NaN).toFixed(0)} ms`;
  };
  const { stored } = result;
  console.log(
    `${clients} clients, ${result.seconds.toFixed(1)} s: ${result.requests} requests (${(result.requests / result.seconds).toFixed(0)}/s)`,
  );
  console.log(`pages: ${tally(result.pageStatuses)}; ${percentiles(result.pageMs)}`);
  console.log(`demo posts: ${tally(result.postStatuses)}; ${percentiles(result.postMs)}`);
  console.log(
    `outbox: ${result.accepted} accepted, ${stored.once} stored exactly once, ${stored.duplicated} more than once, ${stored.missing} missing, ${stored.unexpected} unexpected, ${stored.otherFiles} other files`,
  );
  const cpu = cpuSeconds() - cpuBefore;
  report(
    'load',
    `server CPU ${cpu.toFixed(1)} s (${((cpu * 1000) / result.requests).toFixed(2)} ms a request), peak descriptors ${peakDescriptors}`,
  );
}

try {
  await waitUntilUp();
  if (mode === 'resources') await resources((countArgument ?? 'F1,F2,F4,F5').split(','));
  else if (mode === 'load') await load(Number(countArgument ?? 500), Number(process.argv[4] ?? 60));
  else if (mode === 'uploads') await uploads(Number(countArgument ?? 60));
  else await fuzz(Number(countArgument ?? 10_000));
} finally {
  child?.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
  if (stderr.join('').includes('Uncaught')) console.log(`server stderr:\n${stderr.join('').slice(0, 2000)}`);
}

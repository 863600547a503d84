/**
 * The CPU time of each form handler in workerd (issue 28), against the Workers Free plan's 10 ms
 * and the Paid plan's default 30 s per request. Each request goes to instance A of the local
 * Cloudflare stack; the CPU is read from its user-worker workerd (/proc schedstat, every thread)
 * before the request and once the work it started has settled (the mail sent after the answer,
 * waitUntil, included), less the process's idle use over the same time. Median of 5.
 *
 * Locally, that process also runs the simulated D1 and R2, whose work Cloudflare does not count
 * against the Worker: the figures are upper bounds. The FormGuard Durable Object (rate limit,
 * Idempotency-Keys) runs in the companion's workerd, measured beside it.
 *
 * Usage: node --import tsx scripts/bench/workerd-cpu.ts [--running]   (ports from E2E_*)
 */
import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { siteConfig } from '../../src/config';
import { listMails } from '../../tests/support/mail-folder';
import { parseMail } from '../../tests/support/mime-message';
import { realisticDocx, realisticPdf } from '../../tests/support/resume-files';
import type { E2eServers } from '../../tests/support/e2e-servers';
import { withStack } from './bench-stack';
import { cpuNanoseconds, userWorkerPid } from './workerd-processes';

const RUNS = 5;
const MB = 1024 * 1024;
const FREE_PLAN_MS = 10;
const PAID_DEFAULT_MS = 30_000;

type Sample = { answerMs: number; totalMs: number; companionMs: number; status: number };

/** One request of a handler: `send` answers the response; `done` says when its after-work is over. */
type Case = {
  name: string;
  prepare?: () => Promise<unknown>;
  send: (prepared: unknown) => Promise<Response>;
  /** Resolves once the work after the answer can be seen (a mail in the sink). */
  settled?: (prepared: unknown) => Promise<void>;
};

const client = () => ({ 'CF-Connecting-IP': `198.18.${String(randomInt(256))}.${String(randomInt(1, 255))}` });
const unique = () => `${String(Date.now())}${String(randomInt(1000))}`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function waitFor<T>(find: () => T | undefined, what: string, timeoutMs = 30_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

function cases(servers: E2eServers): Case[] {
  const origin = `http://localhost:${String(servers.wranglerA)}`;
  const mailWith = (text: string) =>
    waitFor(() => listMails(servers.smtpMailDir).find((mail) => mail.raw.includes(text)), `a mail with ${text}`);
  const json = (path: string, body: unknown) =>
    fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...client() },
      body: JSON.stringify(body),
    });
  const application = (email: string, file: File) => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ name: 'Chiara Esposito', email, phone: '', position: 'Design' }))
      form.append(name, value);
    form.append('message', 'Five years designing B2B tools.');
    form.append('resume', file, file.name);
    return fetch(`${origin}/api/application`, { method: 'POST', headers: client(), body: form });
  };
  const pdf = new File([new Uint8Array(realisticPdf(10 * MB))], 'cv.pdf', { type: 'application/pdf' });
  const docx = new File([new Uint8Array(realisticDocx(10 * MB))], 'cv.docx', {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  });
  /** A fresh subscriber's confirmation link (site-relative), from the mail the subscription sends. */
  const confirmLink = async () => {
    const email = `bench.${unique()}@newsletter.example`;
    await json('/api/newsletter', { email, language: 'en' });
    const mail = parseMail((await mailWith(`To: ${email}`)).raw);
    const url = new RegExp(`${siteConfig.origin}/api/newsletter/confirm\\?token=[A-Za-z0-9_.-]+`).exec(mail.text)?.[0];
    if (!url) throw new Error('no confirmation link in the mail');
    const { pathname, search } = new URL(url);
    return { path: `${pathname}${search}`, email };
  };
  const withEmail = (prefix: string) => () => Promise.resolve(`${prefix}.${unique()}@example.com`);
  const email = (prepared: unknown) => prepared as string;
  const link = (prepared: unknown) => prepared as { path: string; email: string };

  return [
    {
      name: 'demo request (JSON)',
      prepare: withEmail('demo'),
      send: (prepared) =>
        json('/api/demo-request', { name: 'Elena Ferri', email: email(prepared), company: 'Ferri', employees: '1-10' }),
      settled: async (prepared) => {
        await mailWith(`Reply-To: ${email(prepared)}`);
      },
    },
    {
      name: 'application, 10 MB PDF',
      prepare: withEmail('pdf'),
      send: (prepared) => application(email(prepared), pdf),
      settled: async (prepared) => {
        await mailWith(`Reply-To: ${email(prepared)}`);
      },
    },
    {
      name: 'application, 10 MB DOCX',
      prepare: withEmail('docx'),
      send: (prepared) => application(email(prepared), docx),
      settled: async (prepared) => {
        await mailWith(`Reply-To: ${email(prepared)}`);
      },
    },
    {
      name: 'newsletter subscribe',
      prepare: () => Promise.resolve(`subscriber.${unique()}@newsletter.example`),
      send: (prepared) => json('/api/newsletter', { email: email(prepared), language: 'en' }),
      settled: async (prepared) => {
        await mailWith(`To: ${email(prepared)}`);
      },
    },
    {
      name: 'confirm link, opened (GET)',
      prepare: confirmLink,
      send: (prepared) => fetch(`${origin}${link(prepared).path}`, { headers: client() }),
    },
    {
      name: 'confirm link, button (POST)',
      prepare: confirmLink,
      send: (prepared) =>
        fetch(`${origin}${link(prepared).path}`, { method: 'POST', headers: client(), redirect: 'manual' }),
      settled: async (prepared) => {
        await mailWith(`Reply-To: ${link(prepared).email}`);
      },
    },
    {
      name: 'not-found report',
      send: () => json('/api/not-found-report', { path: `/en/missing-${unique()}/`, referrer: 'https://a.example/' }),
    },
    {
      name: '60 MB upload, chunked (413)',
      send: () => {
        const chunk = new Uint8Array(MB);
        let sent = 0;
        const body = new ReadableStream<Uint8Array>({
          pull(controller) {
            if (sent >= 60) controller.close();
            else {
              sent += 1;
              controller.enqueue(chunk);
            }
          },
        });
        return fetch(`${origin}/api/application`, {
          method: 'POST',
          headers: { 'Content-Type': 'multipart/form-data; boundary=x', ...client() },
          body,
          duplex: 'half',
        } as RequestInit);
      },
    },
  ];
}

/** Each workerd's idle use, in ns per ms of wall time, by pid (0 until measured, during the warm-up). */
const idleRates = new Map<number, number>();

/** CPU a process uses when nothing is asked of it, per millisecond of wall time. */
async function idleRate(pid: number): Promise<number> {
  const before = cpuNanoseconds(pid);
  const started = performance.now();
  await sleep(3000);
  return (cpuNanoseconds(pid) - before) / (performance.now() - started);
}

/** Waits until the process is idle again: 100 ms in which it used under 0.5 ms. */
async function quiet(pid: number): Promise<void> {
  for (;;) {
    const before = cpuNanoseconds(pid);
    await sleep(100);
    if (cpuNanoseconds(pid) - before < 500_000) return;
  }
}

async function measure(servers: E2eServers, testCase: Case): Promise<Sample> {
  const prepared = await testCase.prepare?.();
  const worker = userWorkerPid(servers.wranglerA);
  const companion = userWorkerPid(servers.companion);
  await Promise.all([quiet(worker), quiet(companion)]);
  const [workerRate, companionRate] = [idleRates.get(worker) ?? 0, idleRates.get(companion) ?? 0];
  const start = { worker: cpuNanoseconds(worker), companion: cpuNanoseconds(companion), at: performance.now() };
  const response = await testCase.send(prepared);
  await response.arrayBuffer();
  const answered = { worker: cpuNanoseconds(worker), at: performance.now() };
  await testCase.settled?.(prepared);
  await Promise.all([quiet(worker), quiet(companion)]);
  const end = { worker: cpuNanoseconds(worker), companion: cpuNanoseconds(companion), at: performance.now() };
  const net = (used: number, rate: number, wallMs: number) => Math.max(0, (used - rate * wallMs) / 1e6);
  return {
    status: response.status,
    answerMs: net(answered.worker - start.worker, workerRate, answered.at - start.at),
    totalMs: net(end.worker - start.worker, workerRate, end.at - start.at),
    companionMs: net(end.companion - start.companion, companionRate, end.at - start.at),
  };
}

function verdict(ms: number): string {
  const free = ms <= FREE_PLAN_MS ? 'within' : `${(ms / FREE_PLAN_MS).toFixed(1)}× over`;
  const paid = ms <= PAID_DEFAULT_MS ? `${((ms / PAID_DEFAULT_MS) * 100).toFixed(2)} %` : 'over';
  return `${free.padEnd(11)} | ${paid}`;
}

const { running } = parseArgs({ options: { running: { type: 'boolean', default: false } } }).values;

await withStack(running, async (servers) => {
  const all = cases(servers);
  // The first requests compile the code and open the stores: each handler runs once before.
  for (const testCase of all) await measure(servers, testCase);
  for (const port of [servers.wranglerA, servers.companion]) {
    const pid = userWorkerPid(port);
    idleRates.set(pid, await idleRate(pid));
  }
  const worker = userWorkerPid(servers.wranglerA);
  console.log(
    `user-worker workerd of instance A: pid ${String(worker)}, idle ${((idleRates.get(worker) ?? 0) / 1000).toFixed(2)} ms of CPU per second (subtracted); median of ${String(RUNS)} requests each`,
  );
  console.log(
    `${'handler'.padEnd(30)} | status | CPU to answer | CPU with after-work | companion (DO) | Free 10 ms  | Paid 30 s`,
  );
  console.log(
    `${'-'.repeat(30)}-|--------|---------------|---------------------|----------------|-------------|----------`,
  );
  for (const testCase of all) {
    const samples: Sample[] = [];
    for (let run = 0; run < RUNS; run += 1) samples.push(await measure(servers, testCase));
    const statuses = [...new Set(samples.map((sample) => sample.status))].join('/');
    const total = median(samples.map((sample) => sample.totalMs));
    const cell = (ms: number, width: number) => `${ms.toFixed(1)} ms`.padStart(width);
    console.log(
      [
        testCase.name.padEnd(30),
        statuses.padEnd(6),
        cell(median(samples.map((sample) => sample.answerMs)), 13),
        cell(total, 19),
        cell(median(samples.map((sample) => sample.companionMs)), 14),
        verdict(total),
      ].join(' | '),
    );
  }
});

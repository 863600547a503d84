/**
 * The second security probe's mixed load (issue 30): `clients` workers for `seconds`, each
 * sending, one after another, a page GET (4 in 5) over its own keep-alive connection, or else a
 * valid demo request on a new connection from a new source address, with a unique
 * Idempotency-Key and a marker in its company name. Afterwards every accepted submission must be
 * in the outbox exactly once. Each worker, and each post, has its own 127.x.y.z address, as 500
 * visitors would, so that the per-client limits (connections, posts) do not interfere.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { Agent, request, type RequestOptions } from 'node:http';
import { join } from 'node:path';
import { VALID_DEMO_REQUEST } from '../../src/server/__fixtures__/demo-request';

/** What a worker asks for: pages, a redirect (/pricing), a 404 and the site's files, as in the probe. */
const PATHS = [
  '/en/',
  '/it/',
  '/en/pricing/',
  '/it/prezzi/',
  '/en/team/',
  '/en/demo/',
  '/en/articles/',
  '/en/features/',
  '/en/integrations/',
  '/pricing',
  '/en/nope/',
  '/sitemap.xml',
  '/favicon.svg',
  '/robots.txt',
];

export type LoadTarget = { port: number; outboxDir: string };

export type LoadResult = {
  seconds: number;
  requests: number;
  pageStatuses: Map<string, number>;
  postStatuses: Map<string, number>;
  pageMs: number[];
  postMs: number[];
  accepted: number;
  stored: { once: number; duplicated: number; missing: number; unexpected: number; otherFiles: number };
};

const workerAddress = (worker: number) => `127.0.${100 + Math.floor(worker / 250)}.${(worker % 250) + 1}`;
const postAddress = (post: number) => `127.1.${Math.floor(post / 250) % 256}.${(post % 250) + 1}`;
const marker = (post: number) => `loadmark${post}z`;

/** One request; resolves its status, or the error's code ('timeout' past 30 s). */
function send(port: number, options: RequestOptions, body?: string): Promise<string> {
  return new Promise((resolve) => {
    const outgoing = request({ host: '127.0.0.1', port, ...options }, (incoming) => {
      incoming.resume();
      incoming.on('end', () => {
        resolve(String(incoming.statusCode));
      });
      incoming.on('error', (error: NodeJS.ErrnoException) => {
        resolve(error.code ?? error.message);
      });
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      resolve(error.code ?? error.message);
    });
    outgoing.setTimeout(30_000, () => outgoing.destroy(Object.assign(new Error('timeout'), { code: 'timeout' })));
    outgoing.end(body);
  });
}

const count = (tally: Map<string, number>, key: string) => tally.set(key, (tally.get(key) ?? 0) + 1);

export async function mixedLoad(
  { port, outboxDir }: LoadTarget,
  clients: number,
  seconds: number,
): Promise<LoadResult> {
  const origin = `http://127.0.0.1:${port}`;
  const pageStatuses = new Map<string, number>();
  const postStatuses = new Map<string, number>();
  const pageMs: number[] = [];
  const postMs: number[] = [];
  const acceptedPosts = new Set<number>();
  let posts = 0;
  const started = performance.now();
  const end = started + seconds * 1000;

  const worker = async (index: number) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const localAddress = workerAddress(index);
    while (performance.now() < end) {
      const sent = performance.now();
      if (Math.random() < 0.8) {
        const path = PATHS[Math.floor(Math.random() * PATHS.length)] ?? '/en/';
        const status = await send(port, { path, agent, localAddress });
        count(pageStatuses, status);
        if (/^\d+$/.test(status)) pageMs.push(performance.now() - sent);
      } else {
        const post = posts++;
        const body = JSON.stringify({ ...VALID_DEMO_REQUEST, company: `Acme ${marker(post)}` });
        const status = await send(
          port,
          {
            method: 'POST',
            path: '/api/demo-request',
            agent: false,
            localAddress: postAddress(post),
            headers: {
              'Content-Type': 'application/json',
              'Content-Length': Buffer.byteLength(body),
              Origin: origin,
              'Idempotency-Key': `load-${post}`,
              Connection: 'close',
            },
          },
          body,
        );
        count(postStatuses, status);
        if (/^\d+$/.test(status)) postMs.push(performance.now() - sent);
        if (status === '200') acceptedPosts.add(post);
      }
    }
    agent.destroy();
  };
  await Promise.all(Array.from({ length: clients }, (_, index) => worker(index)));
  const elapsed = (performance.now() - started) / 1000;

  // Every accepted post's marker in exactly one message; none from a post that was not accepted.
  const files = readdirSync(outboxDir);
  const messages = files.filter((name) => name.endsWith('.eml'));
  const foundIn = new Map<number, number>();
  for (const name of messages) {
    const text = readFileSync(join(outboxDir, name), 'utf8').replace(/=\r?\n/g, '');
    const inThisFile = new Set([...text.matchAll(/loadmark(\d+)z/g)].map((match) => Number(match[1])));
    for (const post of inThisFile) foundIn.set(post, (foundIn.get(post) ?? 0) + 1);
  }
  const stored = { once: 0, duplicated: 0, missing: 0, unexpected: 0, otherFiles: files.length - messages.length };
  for (const post of acceptedPosts) {
    const times = foundIn.get(post) ?? 0;
    if (times === 0) stored.missing++;
    else if (times === 1) stored.once++;
    else stored.duplicated++;
  }
  for (const post of foundIn.keys()) if (!acceptedPosts.has(post)) stored.unexpected++;
  const sum = (tally: Map<string, number>) => [...tally.values()].reduce((total, n) => total + n, 0);
  return {
    seconds: elapsed,
    requests: sum(pageStatuses) + sum(postStatuses),
    pageStatuses,
    postStatuses,
    pageMs,
    postMs,
    accepted: acceptedPosts.size,
    stored,
  };
}

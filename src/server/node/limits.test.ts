import { afterEach, describe, expect, it } from 'vitest';
import type { MailTransport, OutgoingMail } from '../ports';
import { createRateLimiter, clientAddress } from './rate-limit';
import { rawRequest, startTestServer, statusOf, type RunningServer } from '../__fixtures__/test-server';
import { recordingTransport } from '../__fixtures__/transports';
import { createIdempotencyStore } from '../idempotency';
import { createDemoRequestHandler } from '../demo-request-handler';
import { VALID_DEMO_REQUEST as DEMO } from '../__fixtures__/demo-request';

const DIST = { 'en/index.html': 'English' };

let site: RunningServer | undefined;
afterEach(async () => {
  await site?.close();
  site = undefined;
});

const postDemo = (headers: Record<string, string> = {}, body: unknown = DEMO) =>
  fetch(`${site?.origin ?? ''}/api/demo-request`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

const multipartHead = (port: number, length: number) =>
  `POST /api/application HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${length}\r\n\r\n--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nGiulia`;

describe('request deadlines', () => {
  it('cuts a body that stops arriving with 408, and keeps serving', async () => {
    site = await startTestServer(recordingTransport(), DIST, { idleTimeoutMs: 200 });
    // The 408 is the server's own answer: the client here would wait 3 s and then send nothing.
    const response = await rawRequest(site.port, multipartHead(site.port, 100_000), 3000);
    expect(statusOf(response)).toBe(408);
    expect(response).toContain('{"error":"request-timeout"}');
    expect((await fetch(`${site.origin}/en/`)).status).toBe(200);
  });

  it('cuts a body that trickles in past the total deadline', async () => {
    site = await startTestServer(recordingTransport(), DIST, { idleTimeoutMs: 1000, requestTimeoutMs: 300 });
    const { connect } = await import('node:net');
    const socket = connect(site.port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.write(multipartHead(site.port, 100_000));
    const trickle = setInterval(() => socket.write('x'), 50);
    await new Promise((resolve) => setTimeout(resolve, 700));
    clearInterval(trickle);
    socket.destroy();
    expect(statusOf(Buffer.concat(chunks).toString())).toBe(408);
  });
});

describe('concurrent uploads', () => {
  it('answers 503 with Retry-After past the cap, and takes uploads again once one ends', async () => {
    site = await startTestServer(recordingTransport(), DIST, { maxConcurrentUploads: 1, busyRetryAfterSeconds: 7 });
    const { connect } = await import('node:net');
    const holder = connect(site.port, '127.0.0.1');
    holder.on('error', () => undefined);
    holder.write(multipartHead(site.port, 100_000));
    await new Promise((resolve) => setTimeout(resolve, 100));

    const busy = await fetch(`${site.origin}/api/application`, { method: 'POST', body: new FormData() });
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('7');
    expect(await busy.json()).toEqual({ error: 'busy', retryAfterSeconds: 7 });

    holder.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const form = new FormData();
    const free = await fetch(`${site.origin}/api/application`, { method: 'POST', body: form });
    expect(free.status).toBe(400);
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After past the limit, per client, on both endpoints together', async () => {
    site = await startTestServer(recordingTransport(), DIST, { rateLimitMax: 3, rateLimitWindowMs: 60_000 });
    expect((await postDemo()).status).toBe(200);
    expect((await postDemo()).status).toBe(200);
    expect((await fetch(`${site.origin}/api/application`, { method: 'POST', body: new FormData() })).status).toBe(400);
    const limited = await postDemo();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(50);
    const body = (await limited.json()) as { error: string; retryAfterSeconds: number };
    expect(body.error).toBe('rate-limited');
    expect(String(body.retryAfterSeconds)).toBe(limited.headers.get('retry-after'));
    // Pages are not limited.
    expect((await fetch(`${site.origin}/en/`)).status).toBe(200);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY says how many proxies there are', () => {
    expect(clientAddress('10.0.0.1', '1.1.1.1', 0)).toBe('10.0.0.1');
    expect(clientAddress('10.0.0.1', 'forged, 2.2.2.2', 1)).toBe('2.2.2.2');
    expect(clientAddress('10.0.0.1', 'forged, 2.2.2.2, 10.0.0.9', 2)).toBe('2.2.2.2');
    expect(clientAddress('10.0.0.1', undefined, 1)).toBe('10.0.0.1');
  });

  it('keeps windows per client and forgets the oldest past its size', () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 1000, maxClients: 100 });
    expect(limiter.hit('a', 0).allowed).toBe(true);
    expect(limiter.hit('a', 10)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(limiter.hit('b', 10).allowed).toBe(true);
    expect(limiter.hit('a', 1000).allowed).toBe(true);
    for (let index = 0; index < 10_000; index += 1) limiter.hit(`client-${index}`, 2000);
    expect(limiter.size).toBe(100);
  });
});

describe('origin', () => {
  it('refuses a post from another site with 403, and takes one from the site, the serving origin or no Origin', async () => {
    const transport = recordingTransport();
    site = await startTestServer(transport, DIST);
    const refused = await postDemo({ Origin: 'https://evil.example' });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: 'cross-origin' });
    expect((await postDemo({ Origin: 'null' })).status).toBe(403);
    const upload = await fetch(`${site.origin}/api/application`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example' },
      body: new FormData(),
    });
    expect(upload.status).toBe(403);
    expect(transport.mails).toEqual([]);

    expect((await postDemo({ Origin: 'https://www.talvera.example' })).status).toBe(200);
    expect((await postDemo({ Origin: site.origin })).status).toBe(200);
    expect((await postDemo()).status).toBe(200);
    expect(transport.mails).toHaveLength(3);
  });
});

describe('Idempotency-Key', () => {
  /** A transport that takes `delayMs` to store each mail. */
  function slowTransport(delayMs: number): MailTransport & { mails: OutgoingMail[] } {
    const mails: OutgoingMail[] = [];
    return {
      mails,
      async send(mail) {
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        mails.push(mail);
      },
    };
  }
  const request = (key: string | undefined, body: unknown = DEMO) =>
    new Request('http://localhost/api/demo-request', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(key === undefined ? {} : { 'Idempotency-Key': key }) },
      body: JSON.stringify(body),
    });

  it('answers a repeat of an accepted key with the first answer, without sending again', async () => {
    const transport = slowTransport(0);
    const handler = createDemoRequestHandler(transport, {
      idempotency: createIdempotencyStore({ maxKeys: 10, ttlMs: 60_000 }),
    });
    const first = await handler(request('key-1'));
    const again = await handler(request('key-1'));
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ok: true });
    expect(transport.mails).toHaveLength(1);
    expect((await handler(request('key-2'))).status).toBe(200);
    expect(transport.mails).toHaveLength(2);
  });

  it('makes a concurrent repeat wait for the first', async () => {
    const transport = slowTransport(100);
    const handler = createDemoRequestHandler(transport, {
      idempotency: createIdempotencyStore({ maxKeys: 10, ttlMs: 60_000 }),
    });
    const answers = await Promise.all([handler(request('same')), handler(request('same')), handler(request('same'))]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(transport.mails).toHaveLength(1);
  });

  it('lets a key whose attempt failed validation be tried again', async () => {
    const transport = slowTransport(0);
    const handler = createDemoRequestHandler(transport, {
      idempotency: createIdempotencyStore({ maxKeys: 10, ttlMs: 60_000 }),
    });
    expect((await handler(request('retry', { ...DEMO, email: 'nope' }))).status).toBe(400);
    expect((await handler(request('retry'))).status).toBe(200);
    expect(transport.mails).toHaveLength(1);
  });

  it('refuses a malformed key with 400', async () => {
    const handler = createDemoRequestHandler(slowTransport(0), {
      idempotency: createIdempotencyStore({ maxKeys: 10, ttlMs: 60_000 }),
    });
    for (const key of ['', 'a'.repeat(101), 'has space', 'ünï', 'a/b']) {
      const response = await handler(request(key));
      expect(response.status, key).toBe(400);
      expect(await response.json()).toEqual({
        error: 'invalid-fields',
        errors: { '(body)': 'demoForm.errors.invalidBody' },
      });
    }
  });

  it('forgets keys after their time and past its size', async () => {
    const store = createIdempotencyStore({ maxKeys: 2, ttlMs: 50 });
    const transport = slowTransport(0);
    const handler = createDemoRequestHandler(transport, { idempotency: store });
    await handler(request('a'));
    await handler(request('b'));
    await handler(request('c'));
    expect(store.size).toBe(2);
    await handler(request('a'));
    expect(transport.mails).toHaveLength(4);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await handler(request('c'));
    expect(transport.mails).toHaveLength(5);
  });

  it('is honoured by the real server on both endpoints', async () => {
    const transport = recordingTransport();
    site = await startTestServer(transport, DIST);
    const key = { 'Idempotency-Key': 'f47ac10b-58cc-4372-a567-0e02b2c3d479' };
    expect((await postDemo(key)).status).toBe(200);
    expect((await postDemo(key)).status).toBe(200);
    expect(transport.mails).toHaveLength(1);
    const form = () => {
      const data = new FormData();
      for (const [name, value] of Object.entries({ name: 'Giulia', email: 'g@acme.example', position: 'QA' })) {
        data.append(name, value);
      }
      return data;
    };
    const post = () => fetch(`${site?.origin ?? ''}/api/application`, { method: 'POST', headers: key, body: form() });
    expect((await post()).status).toBe(200);
    expect((await post()).status).toBe(200);
    expect(transport.mails).toHaveLength(2);
  });
});

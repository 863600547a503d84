import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CloudflareEnv } from './env';
import { pagesApi } from './pages-api';
import { securityHeaders } from '../../../scripts/postbuild/headers';
import { guardNamespace } from './__fixtures__/guard-namespace';
import { startLocalStores, type LocalStores } from './__fixtures__/local-stores';
import { VALID_DEMO_REQUEST as DEMO } from '../__fixtures__/demo-request';

// worker-mailer needs workerd's `cloudflare:sockets`; nothing is mailed here (no SMTP_URL).
vi.mock('./smtp-sender', () => ({ smtpSender: () => () => Promise.reject(new Error('no SMTP in tests')) }));

let stores: LocalStores;
beforeAll(async () => {
  stores = await startLocalStores();
});
afterAll(async () => {
  await stores.dispose();
});

/** The Pages Function over real D1 and R2, with a FormGuard namespace of its own. */
function pagesFunction(vars: Partial<CloudflareEnv> = {}) {
  const env: CloudflareEnv = {
    DB: stores.db,
    RESUMES: stores.resumes,
    FORM_GUARD: guardNamespace().namespace,
    NEWSLETTER_SECRET: 's'.repeat(32),
    // The pages, as far as the functions read them: their security headers.
    ASSETS: { fetch: () => Promise.resolve(new Response('<!doctype html>', { headers: securityHeaders() })) } as never,
    ...vars,
  };
  return (path: string, { ip = '192.0.2.1', headers = {}, body = JSON.stringify(DEMO) } = {}) =>
    pagesApi.fetch(
      new Request(`https://www.talvera.example${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': ip, ...headers },
        body,
      }),
      // Pages' `next`: the site, which has no page at these paths.
      { ...env, eventContext: { next: () => Promise.resolve(new Response(null, { status: 404 })) } as never },
      { waitUntil: () => undefined, passThroughOnException: () => undefined, props: {} },
    );
}

const REPORT = JSON.stringify({ path: '/en/old-link/', referrer: '' });

describe('the rate limit on Cloudflare', () => {
  it('counts the addresses of one IPv6 /64 as one client', async () => {
    const post = pagesFunction({ RATE_LIMIT_MAX: '2' });
    expect((await post('/api/demo-request', { ip: '2001:db8:5:6::1' })).status).toBe(200);
    expect((await post('/api/demo-request', { ip: '2001:db8:5:6::2' })).status).toBe(200);
    expect((await post('/api/demo-request', { ip: '2001:db8:5:6:ffff::3' })).status).toBe(429);
    expect((await post('/api/demo-request', { ip: '2001:db8:5:7::1' })).status).toBe(200);
  });

  it("gives every answer the pages' security headers, a refusal's and the site's", async () => {
    const post = pagesFunction({ RATE_LIMIT_MAX: '1' });
    const answers = [
      await post('/api/demo-request'),
      await post('/api/demo-request'),
      await post('/api/nothing'),
      await post('/api/demo%2Drequest'),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 429, 404, 404]);
    for (const answer of answers) {
      for (const [name, value] of securityHeaders()) expect(answer.headers.get(name), name).toBe(value);
    }
  });

  it('limits each endpoint for all clients together (RATE_LIMIT_ENDPOINT_MAX)', async () => {
    const post = pagesFunction({ RATE_LIMIT_ENDPOINT_MAX: '2' });
    expect((await post('/api/demo-request', { ip: '192.0.2.1' })).status).toBe(200);
    expect((await post('/api/demo-request', { ip: '192.0.2.2' })).status).toBe(200);
    expect((await post('/api/demo-request', { ip: '192.0.2.3' })).status).toBe(429);
    expect((await post('/api/not-found-report', { ip: '192.0.2.3', body: REPORT })).status).toBe(204);
  });

  it('does not count posts refused for their Origin or media type, and keeps the not-found report apart', async () => {
    const post = pagesFunction({ RATE_LIMIT_MAX: '2' });
    for (let index = 0; index < 5; index += 1) {
      expect((await post('/api/demo-request', { headers: { Origin: 'https://evil.example' } })).status).toBe(403);
      const plain = { headers: { 'Content-Type': 'text/plain' }, body: 'x' };
      expect((await post('/api/not-found-report', plain)).status).toBe(415);
    }
    expect((await post('/api/not-found-report', { body: REPORT })).status).toBe(204);
    expect((await post('/api/not-found-report', { body: REPORT })).status).toBe(204);
    expect((await post('/api/not-found-report', { body: REPORT })).status).toBe(429);
    expect((await post('/api/demo-request')).status).toBe(200);
    expect((await post('/api/demo-request')).status).toBe(200);
    expect((await post('/api/demo-request')).status).toBe(429);
  });
});

describe('subscription bombing on Cloudflare', () => {
  it('stores one confirmation mail for the variants of one address, with the same 200 for each', async () => {
    const post = pagesFunction();
    const count = async () =>
      (await stores.db.prepare('SELECT COUNT(*) AS n FROM messages').first<{ n: number }>())?.n ?? 0;
    const before = await count();
    const answers = [];
    for (const email of ['bombed@example.com', 'Bombed+1@Example.com', 'bombed@EXAMPLE.COM']) {
      const response = await post('/api/newsletter', { body: JSON.stringify({ email, language: 'en' }) });
      answers.push([response.status, await response.text()]);
    }
    expect(answers).toEqual(Array(3).fill([200, '{"ok":true}']));
    expect((await count()) - before).toBe(1);
  });
});

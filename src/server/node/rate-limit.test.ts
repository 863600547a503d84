import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type RunningServer } from '../__fixtures__/test-server';
import { recordingTransport } from '../__fixtures__/transports';
import { createRateLimiter } from './rate-limit';
import { VALID_DEMO_REQUEST as DEMO } from '../__fixtures__/demo-request';

let site: RunningServer | undefined;
afterEach(async () => {
  await site?.close();
  site = undefined;
});

const post = (path: string, headers: Record<string, string> = {}, body = JSON.stringify(DEMO)) =>
  fetch(`${site?.origin ?? ''}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
  });
const report = (headers: Record<string, string> = {}) =>
  post('/api/not-found-report', headers, JSON.stringify({ path: '/en/old-link/', referrer: '' }));

describe('rate limit against many addresses', () => {
  it('never forgets a client over its limit, however many others come', () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 600_000, maxClients: 100 });
    expect(limiter.hit('a', 0).allowed).toBe(true);
    expect(limiter.hit('a', 1).allowed).toBe(false);
    for (let index = 0; index < 10_001; index += 1) limiter.hit(`client-${index}`, 2);
    expect(limiter.hit('a', 3)).toEqual({ allowed: false, retryAfterSeconds: 600 });
    expect(limiter.size).toBe(101);
    expect(limiter.hit('a', 600_000).allowed).toBe(true);
  });

  it('counts the addresses of one IPv6 /64 as one client', async () => {
    site = await startTestServer(recordingTransport(), {}, { rateLimitMax: 2, trustProxy: 1 });
    expect((await post('/api/demo-request', { 'X-Forwarded-For': '2001:db8:5:6::1' })).status).toBe(200);
    expect((await post('/api/demo-request', { 'X-Forwarded-For': '2001:db8:5:6::2' })).status).toBe(200);
    expect((await post('/api/demo-request', { 'X-Forwarded-For': '2001:db8:5:6:ffff::3' })).status).toBe(429);
    expect((await post('/api/demo-request', { 'X-Forwarded-For': '2001:db8:5:7::1' })).status).toBe(200);
  });

  it('limits each endpoint for all clients together (RATE_LIMIT_ENDPOINT_MAX)', async () => {
    site = await startTestServer(recordingTransport(), {}, { rateLimitEndpointMax: 3, trustProxy: 1 });
    for (let index = 1; index <= 3; index += 1) {
      expect((await post('/api/demo-request', { 'X-Forwarded-For': `192.0.2.${index}` })).status).toBe(200);
    }
    const limited = await post('/api/demo-request', { 'X-Forwarded-For': '192.0.2.4' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(500);
    expect((await report({ 'X-Forwarded-For': '192.0.2.4' })).status).toBe(204);
  });
});

describe('what counts against the rate limit', () => {
  it('does not count posts refused for their Origin or media type', async () => {
    site = await startTestServer(recordingTransport(), {}, { rateLimitMax: 2 });
    for (let index = 0; index < 5; index += 1) {
      expect((await post('/api/demo-request', { Origin: 'https://evil.example' })).status).toBe(403);
      expect((await post('/api/not-found-report', { 'Content-Type': 'text/plain' }, 'x')).status).toBe(415);
      expect((await post('/api/newsletter/unsubscribe', { Origin: 'https://evil.example' }, '')).status).toBe(400);
    }
    expect((await post('/api/demo-request')).status).toBe(200);
  });

  it('gives the not-found report a bucket of its own', async () => {
    site = await startTestServer(recordingTransport(), {}, { rateLimitMax: 2 });
    expect((await report()).status).toBe(204);
    expect((await report()).status).toBe(204);
    expect((await report()).status).toBe(429);
    expect((await post('/api/demo-request')).status).toBe(200);
    expect((await post('/api/demo-request')).status).toBe(200);
    expect((await post('/api/demo-request')).status).toBe(429);
  });
});

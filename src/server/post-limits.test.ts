import { describe, expect, it } from 'vitest';
import { clientKey, countPost } from './post-limits';
import type { RateLimiter } from './ports';

/** A limiter that allows `max` hits per key and records the keys. */
function countingLimiter(max: number) {
  const counts = new Map<string, number>();
  const limiter: RateLimiter & { keys: string[] } = {
    keys: [],
    hit(key) {
      limiter.keys.push(key);
      counts.set(key, (counts.get(key) ?? 0) + 1);
      return Promise.resolve(
        (counts.get(key) ?? 0) <= max ? { allowed: true } : { allowed: false, retryAfterSeconds: 60 },
      );
    },
  };
  return limiter;
}

const route = { limitBucket: 'forms' as const, countsAgainstLimit: (request: Request) => !request.headers.has('x-no') };

describe('clientKey', () => {
  it('keys IPv6 clients by their /64', () => {
    expect(clientKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2::9')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:DB8:1:2:ffff::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('[2001:db8:1:2::1]')).toBe('2001:db8:1:2::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('2001:db8:1:3::1')).not.toBe(clientKey('2001:db8:1:2::1'));
  });

  it('keeps IPv4 clients, also IPv4-mapped ones, by their address', () => {
    expect(clientKey('192.0.2.7')).toBe('192.0.2.7');
    expect(clientKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientKey('::ffff:c000:207')).toBe('192.0.2.7');
    expect(clientKey('unknown')).toBe('unknown');
    expect(clientKey('1:2:3')).toBe('1:2:3');
  });
});

describe('countPost', () => {
  const post = (headers: Record<string, string> = {}) =>
    new Request('https://site.example/api/demo-request', { method: 'POST', headers });

  it('counts a post only when its endpoint would read it', async () => {
    const limiters = { perClient: countingLimiter(1), perEndpoint: countingLimiter(100) };
    for (let index = 0; index < 5; index += 1) {
      expect(await countPost(limiters, '/api/demo-request', route, post({ 'x-no': '1' }), '192.0.2.1')).toEqual({
        allowed: true,
      });
    }
    expect(limiters.perClient.keys).toEqual([]);
    expect((await countPost(limiters, '/api/demo-request', route, post(), '192.0.2.1')).allowed).toBe(true);
  });

  it('counts each bucket apart, and the endpoint for every client together', async () => {
    const limiters = { perClient: countingLimiter(1), perEndpoint: countingLimiter(2) };
    const report = { ...route, limitBucket: 'not-found-report' as const };
    expect((await countPost(limiters, '/api/not-found-report', report, post(), '2001:db8::1')).allowed).toBe(true);
    expect((await countPost(limiters, '/api/not-found-report', report, post(), '2001:db8::2')).allowed).toBe(false);
    expect((await countPost(limiters, '/api/demo-request', route, post(), '2001:db8::3')).allowed).toBe(true);
    expect((await countPost(limiters, '/api/demo-request', route, post(), '192.0.2.9')).allowed).toBe(true);
    expect((await countPost(limiters, '/api/demo-request', route, post(), '192.0.2.10')).allowed).toBe(false);
    expect(limiters.perEndpoint.keys).toEqual([
      'endpoint:/api/not-found-report',
      'endpoint:/api/demo-request',
      'endpoint:/api/demo-request',
      'endpoint:/api/demo-request',
    ]);
  });
});

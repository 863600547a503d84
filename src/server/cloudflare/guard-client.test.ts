import type { DurableObjectNamespace } from '@cloudflare/workers-types';
import { describe, expect, it } from 'vitest';
import { durableIdempotencyStore, durableRateLimiter, durableRecipientLimit } from './guard-client';
import { guardNamespace } from './__fixtures__/guard-namespace';

const unreachable = {
  idFromName: (name: string) => name,
  get: () => ({ fetch: () => Promise.reject(new Error('connection refused')) }),
} as unknown as DurableObjectNamespace;

const ok = (body = '{"ok":true}') =>
  new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('durableIdempotencyStore', () => {
  it('answers a repeat on another instance with the first answer, without running it again', async () => {
    const { namespace } = guardNamespace();
    const instanceA = durableIdempotencyStore(namespace, { ttlMs: 60_000 });
    const instanceB = durableIdempotencyStore(namespace, { ttlMs: 60_000 });
    let runs = 0;
    const attempt = () => Promise.resolve(ok(`{"ok":true,"run":${String((runs += 1))}}`));
    const first = await instanceA.run('demo\nkey-1', attempt);
    const repeat = await instanceB.run('demo\nkey-1', attempt);
    expect(runs).toBe(1);
    expect(await first.text()).toBe('{"ok":true,"run":1}');
    expect(repeat.status).toBe(200);
    expect(await repeat.text()).toBe('{"ok":true,"run":1}');
    expect(repeat.headers.get('content-type')).toBe('application/json');
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
  });

  it('makes a repeat that arrives while the first runs wait for it', async () => {
    const { namespace } = guardNamespace();
    const store = durableIdempotencyStore(namespace, { ttlMs: 60_000 });
    let release: () => void = () => undefined;
    let runs = 0;
    const slow = () => {
      runs += 1;
      return new Promise<Response>((resolve) => {
        release = () => {
          resolve(ok());
        };
      });
    };
    const first = store.run('key', slow);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const repeat = store.run('key', slow);
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    expect((await first).status).toBe(200);
    expect((await repeat).headers.get('idempotent-replayed')).toBe('true');
    expect(runs).toBe(1);
  });

  it('runs a key again after an answer other than 200, and after an attempt that threw', async () => {
    const { namespace } = guardNamespace();
    const store = durableIdempotencyStore(namespace, { ttlMs: 60_000 });
    expect((await store.run('key', () => Promise.resolve(new Response('{}', { status: 500 })))).status).toBe(500);
    await expect(store.run('key', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    const third = await store.run('key', () => Promise.resolve(ok()));
    expect(third.headers.get('idempotent-replayed')).toBeNull();
  });

  it('keeps keys apart', async () => {
    const { namespace, names } = guardNamespace();
    const store = durableIdempotencyStore(namespace, { ttlMs: 60_000 });
    await store.run('a', () => Promise.resolve(ok()));
    const other = await store.run('b', () => Promise.resolve(ok()));
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    expect(new Set(names)).toEqual(new Set(['idempotency:a', 'idempotency:b']));
  });

  it('runs the request without its key when the Durable Object cannot be reached', async () => {
    const store = durableIdempotencyStore(unreachable, { ttlMs: 60_000 });
    const answer = await store.run('key', () => Promise.resolve(ok()));
    expect(answer.status).toBe(200);
  });
});

describe('durableRateLimiter', () => {
  it('counts each client in its own object, across instances', async () => {
    const { namespace, names } = guardNamespace();
    const limits = { max: 2, windowMs: 60_000 };
    const instanceA = durableRateLimiter(namespace, limits);
    const instanceB = durableRateLimiter(namespace, limits);
    expect(await instanceA.hit('192.0.2.1')).toEqual({ allowed: true });
    expect(await instanceB.hit('192.0.2.1')).toEqual({ allowed: true });
    expect(await instanceA.hit('192.0.2.1')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(await instanceB.hit('192.0.2.2')).toEqual({ allowed: true });
    expect(new Set(names)).toEqual(new Set(['rate-limit:192.0.2.1', 'rate-limit:192.0.2.2']));
  });

  it('lets the post through when the Durable Object cannot be reached', async () => {
    expect(await durableRateLimiter(unreachable, { max: 1, windowMs: 1000 }).hit('x')).toEqual({ allowed: true });
  });
});

describe('durableRecipientLimit', () => {
  it('counts the mails to one normalised address in one object, across instances, named without the address', async () => {
    const { namespace, names } = guardNamespace();
    expect(await durableRecipientLimit(namespace).take('victim@example.com')).toBe(true);
    expect(await durableRecipientLimit(namespace).take('Victim+1@Example.com')).toBe(false);
    expect(await durableRecipientLimit(namespace).take('other@example.com')).toBe(true);
    expect(new Set(names).size).toBe(2);
    expect(names.join()).not.toContain('example');
  });

  it('lets the mail go when the Durable Object cannot be reached', async () => {
    expect(await durableRecipientLimit(unreachable).take('victim@example.com')).toBe(true);
  });
});

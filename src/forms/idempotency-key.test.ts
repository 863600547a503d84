import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN, IdempotencyKey, newIdempotencyKey } from './idempotency-key';

describe('IdempotencyKey', () => {
  it('stays the same across retries of unchanged content', () => {
    const key = new IdempotencyKey();
    const first = key.current();
    expect(key.current()).toBe(first);
    expect(key.current()).toBe(first);
  });

  it('is new after an edit or a success (renew)', () => {
    const key = new IdempotencyKey();
    const first = key.current();
    key.renew();
    const second = key.current();
    expect(second).not.toBe(first);
    expect(key.current()).toBe(second);
  });

  it('creates a key only when one is needed', () => {
    let made = 0;
    const key = new IdempotencyKey(() => `key-${String(++made)}`);
    key.renew();
    key.renew();
    expect(made).toBe(0);
    expect(key.current()).toBe('key-1');
    key.renew();
    expect(key.current()).toBe('key-2');
  });
});

describe('newIdempotencyKey', () => {
  it('makes keys the endpoints accept, different every time', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });

  it('falls back to random hex where randomUUID is missing (plain http)', () => {
    const original = crypto.randomUUID.bind(crypto);
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const key = newIdempotencyKey();
      expect(key).toMatch(/^[0-9a-f]{32}$/);
      expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from './__fixtures__/fake-xhr';
import { postForm, type UploadProgress } from './post-form';

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const xhr = () => {
  if (!FakeXhr.last) throw new Error('no request was made');
  return FakeXhr.last;
};

describe('postForm', () => {
  it('POSTs the body with its headers and the timeout, and gives the answer', async () => {
    const result = postForm('/api/demo-request', {
      body: '{"a":1}',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'k-1' },
      timeoutMs: 15_000,
    });
    expect(xhr()).toMatchObject({
      method: 'POST',
      url: '/api/demo-request',
      body: '{"a":1}',
      timeout: 15_000,
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'k-1' },
    });
    xhr().answer(429, '{"error":"rate-limited"}', { 'Retry-After': '60' });
    const outcome = await result;
    expect(outcome.outcome).toBe('answered');
    if (outcome.outcome !== 'answered') return;
    expect(outcome.answer.status).toBe(429);
    expect(outcome.answer.text).toBe('{"error":"rate-limited"}');
    expect(outcome.answer.header('retry-after')).toBe('60');
  });

  it('reports the upload’s progress', async () => {
    const seen: UploadProgress[] = [];
    const result = postForm('/api/application', {
      body: 'x',
      timeoutMs: 1000,
      onUploadProgress: (progress) => seen.push(progress),
    });
    xhr().progress({ loaded: 0, total: 100 }, 'loadstart');
    xhr().progress({ loaded: 10, total: 100 });
    xhr().progress({ loaded: 100, total: 100 }, 'load');
    xhr().progress({ loaded: 5, total: undefined });
    xhr().answer(200, '{"ok":true}');
    await result;
    expect(seen).toEqual([
      { loaded: 0, total: 100 },
      { loaded: 10, total: 100 },
      { loaded: 100, total: 100 },
      { loaded: 5, total: undefined },
    ]);
  });

  it.each([
    ['error', 'network-error'],
    ['abort', 'network-error'],
    ['timeout', 'timeout'],
  ] as const)('resolves a%s event as %s', async (event, outcome) => {
    const result = postForm('/api/x', { body: '', timeoutMs: 1000 });
    xhr().fire(event);
    expect(await result).toEqual({ outcome });
  });

  it('is a network error when the request cannot even be opened', async () => {
    expect(await postForm('bad:url', { body: '', timeoutMs: 1000 })).toEqual({ outcome: 'network-error' });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendForm, SUBMIT_TIMEOUT_MS } from './send-form';

function answer(status: number) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(null, { status }))),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('sendForm', () => {
  it('gives up after 15 seconds, as the specification asks', () => {
    expect(SUBMIT_TIMEOUT_MS).toBe(15_000);
  });

  it('is ok on a 2xx answer and failed on another status', async () => {
    answer(204);
    expect(await sendForm('/api/x', { body: '{}' })).toBe('ok');
    answer(500);
    expect(await sendForm('/api/x', { body: '{}' })).toBe('failed');
  });

  it('accepts only the statuses given, when given', async () => {
    answer(201);
    expect(await sendForm('/api/x', { body: '{}' }, [200])).toBe('failed');
    answer(200);
    expect(await sendForm('/api/x', { body: '{}' }, [200])).toBe('ok');
  });

  it('posts the body with its headers', async () => {
    answer(200);
    await sendForm('/api/demo-request', { body: '{"a":1}', headers: { 'Content-Type': 'application/json' } });
    expect(fetch).toHaveBeenCalledWith(
      '/api/demo-request',
      expect.objectContaining({ method: 'POST', body: '{"a":1}', headers: { 'Content-Type': 'application/json' } }),
    );
  });

  it('is an error, logged, when the network fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await sendForm('/api/x', { body: '{}' })).toBe('error');
    expect(logged).toHaveBeenCalledOnce();
  });

  it('is an error when the server does not answer in time', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => {
              reject(init.signal?.reason as Error);
            });
          }),
      ),
    );
    expect(await sendForm('/api/x', { body: '{}' }, undefined, 20)).toBe('error');
  });
});

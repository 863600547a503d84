import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from './__fixtures__/fake-xhr';
import { isOkStatus, sendForm } from './send-form';

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const xhr = () => {
  if (!FakeXhr.last) throw new Error('no request was made');
  return FakeXhr.last;
};
const only200 = (status: number) => status === 200;

describe('sendForm', () => {
  it('sends the idempotency key and waits 15 s unless told otherwise', async () => {
    const sent = sendForm('/api/demo-request', {
      body: '{}',
      headers: { 'Content-Type': 'application/json' },
      idempotencyKey: 'abc-123',
      sent: isOkStatus,
    });
    expect(xhr().headers).toEqual({ 'Content-Type': 'application/json', 'Idempotency-Key': 'abc-123' });
    expect(xhr().timeout).toBe(15_000);
    xhr().answer(204);
    expect(await sent).toEqual({ kind: 'sent' });
  });

  it('uses the timeout given', async () => {
    const sent = sendForm('/api/application', { body: '', idempotencyKey: 'k', sent: only200, timeoutMs: 99_000 });
    expect(xhr().timeout).toBe(99_000);
    xhr().answer(200);
    await sent;
  });

  it('reads the answer’s body', async () => {
    const sent = sendForm('/api/application', { body: '', idempotencyKey: 'k', sent: only200 });
    xhr().answer(
      400,
      JSON.stringify({ error: 'invalid-fields', errors: { resume: 'candidateApplication.resumeContent' } }),
    );
    expect(await sent).toEqual({ kind: 'invalid', errors: { resume: 'candidateApplication.resumeContent' } });
  });

  it('counts a 2xx other than 200 as sent only where the form says so', async () => {
    const demo = sendForm('/api/x', { body: '', idempotencyKey: 'k', sent: isOkStatus });
    xhr().answer(201);
    expect(await demo).toEqual({ kind: 'sent' });
    const application = sendForm('/api/x', { body: '', idempotencyKey: 'k', sent: only200 });
    xhr().answer(201);
    expect(await application).toEqual({ kind: 'failed' });
  });

  it.each(['error', 'timeout'] as const)('logs a%s and calls it unreachable', async (event) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const sent = sendForm('/api/x', { body: '', idempotencyKey: 'k', sent: only200 });
    xhr().fire(event);
    expect(await sent).toEqual({ kind: 'unreachable' });
    expect(logged).toHaveBeenCalledOnce();
    expect(String(logged.mock.calls[0]?.[0])).toContain('Sending the form failed');
  });

  it('passes the upload progress on', async () => {
    const progress = vi.fn();
    const sent = sendForm('/api/x', { body: '', idempotencyKey: 'k', sent: only200, onUploadProgress: progress });
    xhr().progress({ loaded: 1, total: 2 });
    xhr().answer(200);
    await sent;
    expect(progress).toHaveBeenCalledWith({ loaded: 1, total: 2 });
  });
});

import { describe, expect, it } from 'vitest';
import { readFormAnswer, retryAfterHeaderSeconds, type RawAnswer } from './form-answer';

const only200 = (status: number) => status === 200;
const any2xx = (status: number) => status >= 200 && status < 300;

function raw(status: number, body: unknown = '', headers: Record<string, string> = {}): RawAnswer {
  const lower = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return {
    status,
    header: (name) => lower[name.toLowerCase()] ?? null,
    text: typeof body === 'string' ? body : JSON.stringify(body),
  };
}

describe('readFormAnswer', () => {
  it('counts as sent only the statuses the form accepts', () => {
    expect(readFormAnswer(raw(200, { ok: true }), only200)).toEqual({ kind: 'sent' });
    expect(readFormAnswer(raw(204), any2xx)).toEqual({ kind: 'sent' });
    expect(readFormAnswer(raw(204), only200)).toEqual({ kind: 'failed' });
  });

  it('gives the field messages of a 400', () => {
    const errors = { email: 'demoForm.errors.emailInvalid', '(body)': 'demoForm.errors.invalidBody' };
    expect(readFormAnswer(raw(400, { error: 'invalid-fields', errors }), only200)).toEqual({
      kind: 'invalid',
      errors,
    });
  });

  it('takes a 400 without readable field messages as a failure', () => {
    expect(readFormAnswer(raw(400, '<html>Bad Request</html>'), only200)).toEqual({ kind: 'failed' });
    expect(readFormAnswer(raw(400, { error: 'invalid-fields', errors: {} }), only200)).toEqual({ kind: 'failed' });
    expect(readFormAnswer(raw(400, { errors: { name: 42 } }), only200)).toEqual({ kind: 'failed' });
  });

  it('asks for a reload on a 403', () => {
    expect(readFormAnswer(raw(403, { error: 'cross-origin' }), only200)).toEqual({ kind: 'reload' });
  });

  it('takes a 408 as a request that did not get through', () => {
    expect(readFormAnswer(raw(408, { error: 'request-timeout' }), only200)).toEqual({ kind: 'unreachable' });
  });

  it('reads the limit of a 413, when given', () => {
    expect(readFormAnswer(raw(413, { error: 'payload-too-large', limitBytes: 10_551_296 }), only200)).toEqual({
      kind: 'too-large',
      limitBytes: 10_551_296,
    });
    expect(readFormAnswer(raw(413, 'Request Entity Too Large'), only200)).toEqual({
      kind: 'too-large',
      limitBytes: undefined,
    });
  });

  it('reads when to retry from the body of a 429 or 503, else from Retry-After', () => {
    expect(
      readFormAnswer(raw(429, { error: 'rate-limited', retryAfterSeconds: 120 }, { 'Retry-After': '30' }), only200),
    ).toEqual({ kind: 'retry-later', reason: 'rate-limited', retryAfterSeconds: 120 });
    expect(readFormAnswer(raw(503, 'Service Unavailable', { 'Retry-After': '45' }), only200)).toEqual({
      kind: 'retry-later',
      reason: 'busy',
      retryAfterSeconds: 45,
    });
    expect(readFormAnswer(raw(503, ''), only200)).toEqual({
      kind: 'retry-later',
      reason: 'busy',
      retryAfterSeconds: undefined,
    });
  });

  it.each([500, 502, 404, 405, 415, 418])('takes a %i as a failure', (status) => {
    expect(readFormAnswer(raw(status, { error: 'storage-failed' }), only200)).toEqual({ kind: 'failed' });
  });
});

describe('retryAfterHeaderSeconds', () => {
  it('reads seconds or an HTTP date', () => {
    const now = Date.parse('2026-05-01T10:00:00Z');
    expect(retryAfterHeaderSeconds('90', now)).toBe(90);
    expect(retryAfterHeaderSeconds('Fri, 01 May 2026 10:02:00 GMT', now)).toBe(120);
    expect(retryAfterHeaderSeconds('Fri, 01 May 2026 09:00:00 GMT', now)).toBe(0);
  });

  it('is undefined when absent or unreadable', () => {
    expect(retryAfterHeaderSeconds(null)).toBeUndefined();
    expect(retryAfterHeaderSeconds('')).toBeUndefined();
    expect(retryAfterHeaderSeconds('soon')).toBeUndefined();
    expect(retryAfterHeaderSeconds('-5')).toBeUndefined();
  });
});

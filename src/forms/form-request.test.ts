import { describe, expect, it } from 'vitest';
import { jsonRequest, sendFormRequest } from './form-request';
import { SUBMIT_TIMEOUT_MS, submitTimeoutMs } from './submit-timeout';

const anyStatus = () => true;
const ignore = () => undefined;

describe('jsonRequest', () => {
  it('is the values as JSON, said to be JSON', () => {
    expect(jsonRequest({ email: 'ada@example.com' })).toEqual({
      body: '{"email":"ada@example.com"}',
      headers: { 'Content-Type': 'application/json' },
    });
  });
});

describe('sendFormRequest', () => {
  it('leaves the timeout and the progress listener out for a body without a file', () => {
    const request = sendFormRequest(jsonRequest({}), 'key-1', anyStatus, ignore);
    expect(request).toEqual({
      body: '{}',
      headers: { 'Content-Type': 'application/json' },
      idempotencyKey: 'key-1',
      sent: anyStatus,
    });
  });

  it('gives an upload its progress listener and the time its size needs', () => {
    const body = new FormData();
    const request = sendFormRequest({ body, uploadBytes: 2_000_000 }, 'key-2', anyStatus, ignore);
    expect(request).toEqual({
      body,
      idempotencyKey: 'key-2',
      sent: anyStatus,
      timeoutMs: submitTimeoutMs(2_000_000),
      onUploadProgress: ignore,
    });
    expect(request.timeoutMs).toBeGreaterThan(SUBMIT_TIMEOUT_MS);
  });

  it('treats a multipart body without a file as plain text', () => {
    expect(sendFormRequest({ body: new FormData() }, 'k', anyStatus, ignore)).not.toHaveProperty('onUploadProgress');
  });
});

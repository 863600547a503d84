/** JSON answers shared by the form endpoints (the forms read exactly these bodies). */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

export const methodNotAllowed = () => json(405, { error: 'method-not-allowed' }, { Allow: 'POST' });
export const crossOrigin = () => json(403, { error: 'cross-origin' });
export const requestTimeout = () => json(408, { error: 'request-timeout' }, { Connection: 'close' });
export const payloadTooLarge = (limit: number) =>
  json(413, { error: 'payload-too-large', limitBytes: limit }, { Connection: 'close' });
export const unsupportedMediaType = (expected: string) => json(415, { error: 'unsupported-media-type', expected });
/** Even the outbox or the spool could not be written: the only case where a lead is lost. */
export const storageFailed = () => json(500, { error: 'storage-failed' });
export const accepted = () => json(200, { ok: true });
export const rateLimited = (seconds: number) =>
  json(429, { error: 'rate-limited', retryAfterSeconds: seconds }, { 'Retry-After': String(seconds) });
/** An Idempotency-Key already accepted with another body. */
export const keyReused = () => json(422, { error: 'idempotency-key-reused' });

export const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers } });

/** 400 with one message key per invalid field, e.g. `{ errors: { email: 'demoForm.errors.emailInvalid' } }`. */
export function invalidFields(errors: Record<string, string>): Response {
  return json(400, { error: 'invalid-fields', errors });
}

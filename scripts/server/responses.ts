/** JSON answers shared by the form endpoints. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

export const methodNotAllowed = () => json(405, { error: 'method-not-allowed' }, { Allow: 'POST' });
export const payloadTooLarge = (limit: number) => json(413, { error: 'payload-too-large', limitBytes: limit });
export const unsupportedMediaType = (expected: string) => json(415, { error: 'unsupported-media-type', expected });
export const badGateway = () => json(502, { error: 'mail-delivery-failed' });
export const accepted = () => json(200, { ok: true });

/** 400 with one message key per invalid field, e.g. `{ errors: { email: 'demoForm.errors.emailInvalid' } }`. */
export function invalidFields(errors: Record<string, string>): Response {
  return json(400, { error: 'invalid-fields', errors });
}

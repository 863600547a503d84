/** The `Idempotency-Key` header's form, as the endpoints accept it: 1–100 of [A-Za-z0-9_-]. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

/** `crypto.randomUUID` exists only in secure contexts; plain-http previews get 128 random bits in hex. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The same key while the form's content is unchanged, so a retry after a timeout (the first request
 * may have arrived) gets the first answer, not a second submission. Renewed on edit and on success.
 */
export class IdempotencyKey {
  private key: string | undefined;

  constructor(private readonly generate: () => string = newIdempotencyKey) {}

  current(): string {
    this.key ??= this.generate();
    return this.key;
  }

  renew(): void {
    this.key = undefined;
  }
}

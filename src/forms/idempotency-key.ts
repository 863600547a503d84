/** The `Idempotency-Key` header's form, as the endpoints accept it: 1–100 of [A-Za-z0-9_-]. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * A fresh random key: a UUID where the browser offers `crypto.randomUUID` (secure contexts
 * only), else 128 random bits in hex, which plain-http previews still have.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The key that makes a retry safe: the same key while the form's content is unchanged, so a
 * retry after a timeout or a network error (when the first request may well have arrived) is
 * answered by the server with the first answer instead of creating a second submission. It is
 * renewed when the visitor edits the form and after an accepted submission, so new content is
 * always a new submission.
 */
export class IdempotencyKey {
  private key: string | undefined;

  constructor(private readonly generate: () => string = newIdempotencyKey) {}

  /** The key for the form's content as it is now. */
  current(): string {
    this.key ??= this.generate();
    return this.key;
  }

  /** The content changed, or was accepted: the next submission is a new one. */
  renew(): void {
    this.key = undefined;
  }
}

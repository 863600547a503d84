/** What both runtimes read by the same names and defaults (FORMS.md lists them); durations in milliseconds. */
const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;

/** The process environment (Node) or a Pages env, whose bindings are no numbers. */
export type Variables = Readonly<Record<string, unknown>>;

/** Unset or blank is the fallback; anything else must be a positive number (or zero when allowed). */
export function positive(env: Variables, name: string, fallback: number, { allowZero = false } = {}): number {
  const raw = env[name];
  if (raw === undefined || (typeof raw === 'string' && raw.trim() === '')) return fallback;
  if (typeof raw !== 'string') throw new Error(`${name} must be a variable, not a binding`);
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || (!allowZero && value === 0)) {
    throw new Error(`${name} must be a ${allowZero ? 'non-negative' : 'positive'} number, got "${raw}"`);
  }
  return value;
}

export const optional = (value: unknown) => (typeof value !== 'string' || value.trim() === '' ? undefined : value);

/** Shorter secrets are refused: HMAC-SHA256 wants at least 256 bits of key. */
export const MIN_NEWSLETTER_SECRET_LENGTH = 32;

/** The mail's addresses, its retry schedule (the Node spool's, the Cloudflare cron's) and how long it is kept. */
export function sharedMailSettings(env: Variables) {
  return {
    from: optional(env.MAIL_FROM) ?? 'Talvera website <website@talvera.example>',
    to: optional(env.MAIL_TO) ?? 'sales@talvera.example',
    newsletterTo: optional(env.NEWSLETTER_TO) ?? 'marketing@talvera.example',
    maxAttempts: positive(env, 'SPOOL_MAX_ATTEMPTS', 12),
    retryBaseMs: positive(env, 'SPOOL_RETRY_BASE_SECONDS', 60) * SECOND,
    retryMaxMs: positive(env, 'SPOOL_RETRY_MAX_SECONDS', 6 * 60 * 60) * SECOND,
    retentionMs: positive(env, 'RETENTION_DAYS', 30) * 24 * HOUR,
  };
}

/** Posts per client and per endpoint in a fixed window, and how long an Idempotency-Key's answer is kept. */
export function sharedLimitSettings(env: Variables) {
  return {
    rateLimitMax: positive(env, 'RATE_LIMIT_MAX', 30),
    rateLimitWindowMs: positive(env, 'RATE_LIMIT_WINDOW_SECONDS', 600) * SECOND,
    rateLimitEndpointMax: positive(env, 'RATE_LIMIT_ENDPOINT_MAX', 600),
    idempotencyTtlMs: positive(env, 'IDEMPOTENCY_TTL_HOURS', 24) * HOUR,
  };
}

/** Doubling from the base before each attempt, capped. */
export function retryDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, Math.min(attempts - 1, 30)));
}

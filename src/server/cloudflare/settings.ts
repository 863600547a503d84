import { siteConfig } from '../../config';
import type { CloudflareEnv } from './env';

/** The Node server's names and defaults (settings.test.ts holds them equal); durations in milliseconds. */
export type CloudflareSettings = ReturnType<typeof cloudflareSettings>;

const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;
const DAY = 24 * HOUR;

function positive(env: CloudflareEnv, name: keyof CloudflareEnv, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || (typeof raw === 'string' && raw.trim() === '')) return fallback;
  if (typeof raw !== 'string') throw new Error(`${name} must be a variable, not a binding`);
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`${name} must be a positive number, got "${raw}"`);
  }
  return value;
}

const optional = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value);

export function cloudflareSettings(env: CloudflareEnv) {
  return {
    siteOrigin: (optional(env.SITE_ORIGIN) ?? siteConfig.origin).replace(/\/+$/, ''),
    mailFrom: optional(env.MAIL_FROM) ?? 'Talvera website <website@talvera.example>',
    mailTo: optional(env.MAIL_TO) ?? 'sales@talvera.example',
    newsletterTo: optional(env.NEWSLETTER_TO) ?? 'marketing@talvera.example',
    alertTo: optional(env.ALERT_TO),
    smtpUrl: optional(env.SMTP_URL),
    maxAttempts: positive(env, 'SPOOL_MAX_ATTEMPTS', 12),
    retryBaseMs: positive(env, 'SPOOL_RETRY_BASE_SECONDS', 60) * SECOND,
    retryMaxMs: positive(env, 'SPOOL_RETRY_MAX_SECONDS', 6 * 60 * 60) * SECOND,
    retentionMs: positive(env, 'RETENTION_DAYS', 30) * DAY,
    rateLimitMax: positive(env, 'RATE_LIMIT_MAX', 30),
    rateLimitWindowMs: positive(env, 'RATE_LIMIT_WINDOW_SECONDS', 600) * SECOND,
    rateLimitEndpointMax: positive(env, 'RATE_LIMIT_ENDPOINT_MAX', 600),
    idempotencyTtlMs: positive(env, 'IDEMPOTENCY_TTL_HOURS', 24) * HOUR,
  };
}

/** HMAC-SHA256 wants 256 bits of key. */
export const MIN_NEWSLETTER_SECRET_LENGTH = 32;

/** Undefined when missing or too short: the newsletter then answers 503. */
export function newsletterSecret(env: Pick<CloudflareEnv, 'NEWSLETTER_SECRET'>): string | undefined {
  const secret = env.NEWSLETTER_SECRET as string | undefined;
  return secret !== undefined && secret.length >= MIN_NEWSLETTER_SECRET_LENGTH ? secret : undefined;
}

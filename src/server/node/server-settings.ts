import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { siteConfig } from '../../config';

/**
 * Every setting of the server, read once from the environment (README, "The forms and their
 * endpoint", lists them). Durations are given in seconds or days in the environment, kept in
 * milliseconds here.
 */
export type ServerSettings = {
  port: number;
  distDir: string;
  /** The public origin of the site (VITE_SITE_ORIGIN): form posts may come from it or from the serving origin. */
  siteOrigin: string;
  /** How many proxies in front of the server append to X-Forwarded-For; 0 ignores that header. */
  trustProxy: number;
  /** A request body that sends nothing for this long is cut (408). */
  idleTimeoutMs: number;
  /** The longest a request may take to arrive whole (408). */
  requestTimeoutMs: number;
  /** Headers of a request must arrive within this (408); longer header trickles are cut. */
  headersTimeoutMs: number;
  /** An idle keep-alive connection is closed after this: above a proxy's own idle timeout (60 s). */
  keepAliveTimeoutMs: number;
  /** Open connections in all, and from one address (0: no per-address cap; off behind TRUST_PROXY). */
  maxConnections: number;
  maxConnectionsPerClient: number;
  /** Uploads (the application endpoint) handled at once; more get 503. */
  maxConcurrentUploads: number;
  busyRetryAfterSeconds: number;
  /** Uploads from one client at once; more get 503. */
  maxUploadsPerClient: number;
  /** A body slower than this, averaged over each bodyRateWindowMs, is cut (408); 0 turns it off. */
  minBodyBytesPerSecond: number;
  bodyRateWindowMs: number;
  /** The longest a body of the JSON endpoints (small) may take to arrive whole (408). */
  jsonRequestTimeoutMs: number;
  /** Form posts get 503 while the outbox's, the spool's or the uploads' disk has less free than this. */
  minFreeDiskBytes: number;
  /** Bytes of applications (their bodies, as declared) one client may post in a day; more get 429. */
  applicationBytesPerClientPerDay: number;
  /** Form posts per client (both endpoints together) within one window; more get 429. */
  rateLimitMax: number;
  rateLimitWindowMs: number;
  /** Clients remembered by the rate limiter; the oldest are forgotten past it (never one over its limit). */
  rateLimitClients: number;
  /** Form posts per endpoint, all clients together, within one window; more get 429. */
  rateLimitEndpointMax: number;
  /** Accepted Idempotency-Key answers remembered, and for how long. */
  idempotencyMaxKeys: number;
  idempotencyTtlMs: number;
  /** Where résumés are streamed while a request is checked (removed when it is answered). */
  uploadDir: string;
  mail: MailSettings;
  newsletter: NewsletterServerSettings;
};

export type NewsletterServerSettings = {
  /** The HMAC key of the newsletter's links (NEWSLETTER_SECRET). */
  secret: string;
  /** True when no secret was set and this process made one: links die with the process. */
  secretIsGenerated: boolean;
  /** The append-only log of used links (NEWSLETTER_LOG_FILE). */
  logFile: string;
  /** Who receives each confirmation and unsubscribe (NEWSLETTER_TO). */
  to: string;
};

export type MailSettings = {
  /** smtp(s)://user:pass@host:port; when absent, mail goes to the outbox folder. */
  smtpUrl?: string | undefined;
  outboxDir: string;
  /** Messages SMTP has not accepted yet; `dead/` inside it holds those given up on. */
  spoolDir: string;
  from: string;
  to: string;
  /** Delivery attempts before a spooled message moves to the dead-letter folder. */
  spoolMaxAttempts: number;
  /** The first retry waits this long; each further one twice as long, up to spoolRetryMaxMs. */
  spoolRetryBaseMs: number;
  spoolRetryMaxMs: number;
  /** Messages (and their CVs) older than this are deleted from the outbox, spool and dead letters. */
  retentionMs: number;
  /** Connection, greeting and socket timeouts of the SMTP client. */
  smtpTimeoutMs: number;
};

const SECOND = 1000;
const DAY = 24 * 60 * 60 * SECOND;
const MB = 1024 * 1024;

/** A positive number from the environment, or the fallback; a malformed value stops the start-up. */
function positive(env: NodeJS.ProcessEnv, name: string, fallback: number, { allowZero = false } = {}): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || (!allowZero && value === 0)) {
    throw new Error(`${name} must be a ${allowZero ? 'non-negative' : 'positive'} number, got "${raw}"`);
  }
  return value;
}

function trustProxyHops(raw: string | undefined): number {
  if (raw === undefined || raw === '' || raw === 'false' || raw === '0') return 0;
  if (raw === 'true') return 1;
  const hops = Number(raw);
  if (!Number.isInteger(hops) || hops < 0) throw new Error(`TRUST_PROXY must be true, false or a number of proxies`);
  return hops;
}

export function mailSettingsFromEnvironment(env: NodeJS.ProcessEnv = process.env): MailSettings {
  const outboxDir = env.OUTBOX_DIR ?? join(process.cwd(), 'outbox');
  return {
    smtpUrl: env.SMTP_URL === '' ? undefined : env.SMTP_URL,
    outboxDir,
    spoolDir: env.SPOOL_DIR ?? join(outboxDir, 'spool'),
    from: env.MAIL_FROM ?? 'Talvera website <website@talvera.example>',
    to: env.MAIL_TO ?? 'sales@talvera.example',
    spoolMaxAttempts: positive(env, 'SPOOL_MAX_ATTEMPTS', 12),
    spoolRetryBaseMs: positive(env, 'SPOOL_RETRY_BASE_SECONDS', 60) * SECOND,
    spoolRetryMaxMs: positive(env, 'SPOOL_RETRY_MAX_SECONDS', 6 * 60 * 60) * SECOND,
    retentionMs: positive(env, 'RETENTION_DAYS', 30) * DAY,
    smtpTimeoutMs: positive(env, 'SMTP_TIMEOUT_SECONDS', 10) * SECOND,
  };
}

/** Shorter secrets are refused: HMAC-SHA256 wants at least 256 bits of key. */
export const MIN_NEWSLETTER_SECRET_LENGTH = 32;

/**
 * The newsletter's settings. Without NEWSLETTER_SECRET, a production server (NODE_ENV=production)
 * refuses to start; any other gets a secret of its own, so `npm start` and the tests work, and
 * its links stop working when it restarts (index.ts warns).
 */
export function newsletterSettingsFromEnvironment(env: NodeJS.ProcessEnv = process.env): NewsletterServerSettings {
  const given = env.NEWSLETTER_SECRET ?? '';
  if (given === '' && env.NODE_ENV === 'production') {
    throw new Error(
      'NEWSLETTER_SECRET must be set in production (at least 32 characters, e.g. openssl rand -base64 48)',
    );
  }
  if (given !== '' && given.length < MIN_NEWSLETTER_SECRET_LENGTH) {
    throw new Error(`NEWSLETTER_SECRET must be at least ${MIN_NEWSLETTER_SECRET_LENGTH} characters`);
  }
  return {
    secret: given || randomBytes(48).toString('base64url'),
    secretIsGenerated: given === '',
    logFile: env.NEWSLETTER_LOG_FILE ?? join(process.cwd(), 'newsletter', 'events.jsonl'),
    to: env.NEWSLETTER_TO ?? 'marketing@talvera.example',
  };
}

export function serverSettingsFromEnvironment(
  env: NodeJS.ProcessEnv = process.env,
  argv: readonly string[] = process.argv,
): ServerSettings {
  const portFlag = argv.indexOf('--port');
  const port = Number(portFlag > -1 ? argv[portFlag + 1] : (env.PORT ?? 4173));
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid port "${String(port)}"`);
  return {
    port,
    distDir: env.DIST_DIR ?? join(process.cwd(), 'dist'),
    siteOrigin: (env.VITE_SITE_ORIGIN || siteConfig.origin).replace(/\/+$/, ''),
    trustProxy: trustProxyHops(env.TRUST_PROXY),
    idleTimeoutMs: positive(env, 'REQUEST_IDLE_TIMEOUT_SECONDS', 30) * SECOND,
    // Longer than the application form waits for a 10 MB résumé (src/forms/submit-timeout.ts: 343 s).
    requestTimeoutMs: positive(env, 'REQUEST_TIMEOUT_SECONDS', 360) * SECOND,
    headersTimeoutMs: positive(env, 'HEADERS_TIMEOUT_SECONDS', 12) * SECOND,
    // nginx's keepalive_timeout and an AWS ALB's idle timeout are 60 s: the proxy must close first.
    keepAliveTimeoutMs: positive(env, 'KEEP_ALIVE_TIMEOUT_SECONDS', 65) * SECOND,
    maxConnections: positive(env, 'MAX_CONNECTIONS', 1000),
    maxConnectionsPerClient: positive(env, 'MAX_CONNECTIONS_PER_CLIENT', 50, { allowZero: true }),
    maxConcurrentUploads: positive(env, 'MAX_CONCURRENT_UPLOADS', 16),
    busyRetryAfterSeconds: Math.ceil(positive(env, 'BUSY_RETRY_AFTER_SECONDS', 10)),
    maxUploadsPerClient: positive(env, 'MAX_UPLOADS_PER_CLIENT', 2),
    minBodyBytesPerSecond: positive(env, 'MIN_BODY_BYTES_PER_SECOND', 1024, { allowZero: true }),
    bodyRateWindowMs: positive(env, 'BODY_RATE_WINDOW_SECONDS', 20) * SECOND,
    jsonRequestTimeoutMs: positive(env, 'JSON_REQUEST_TIMEOUT_SECONDS', 15) * SECOND,
    minFreeDiskBytes: positive(env, 'MIN_FREE_DISK_MB', 256, { allowZero: true }) * MB,
    applicationBytesPerClientPerDay: positive(env, 'APPLICATION_MB_PER_CLIENT_PER_DAY', 100) * MB,
    rateLimitMax: positive(env, 'RATE_LIMIT_MAX', 30),
    rateLimitWindowMs: positive(env, 'RATE_LIMIT_WINDOW_SECONDS', 600) * SECOND,
    rateLimitClients: positive(env, 'RATE_LIMIT_CLIENTS', 10_000),
    rateLimitEndpointMax: positive(env, 'RATE_LIMIT_ENDPOINT_MAX', 600),
    idempotencyMaxKeys: positive(env, 'IDEMPOTENCY_MAX_KEYS', 10_000),
    idempotencyTtlMs: positive(env, 'IDEMPOTENCY_TTL_HOURS', 24) * 60 * 60 * SECOND,
    uploadDir: env.UPLOAD_DIR ?? tmpdir(),
    mail: mailSettingsFromEnvironment(env),
    newsletter: newsletterSettingsFromEnvironment(env),
  };
}

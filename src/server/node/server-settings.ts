import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { siteConfig } from '../../config';
import { MIN_NEWSLETTER_SECRET_LENGTH, positive, sharedLimitSettings, sharedMailSettings } from '../settings';

/** Every setting, read once from the environment (FORMS.md lists them); durations in milliseconds. */
export type ServerSettings = ReturnType<typeof serverSettingsFromEnvironment>;
export type MailSettings = ReturnType<typeof mailSettingsFromEnvironment>;

const SECOND = 1000;
const MB = 1024 * 1024;

function trustProxyHops(raw: string | undefined): number {
  if (raw === undefined || raw === '' || raw === 'false' || raw === '0') return 0;
  if (raw === 'true') return 1;
  const hops = Number(raw);
  if (!Number.isInteger(hops) || hops < 0) throw new Error(`TRUST_PROXY must be true, false or a number of proxies`);
  return hops;
}

export function mailSettingsFromEnvironment(env: NodeJS.ProcessEnv = process.env) {
  const outboxDir = env.OUTBOX_DIR ?? join(process.cwd(), 'outbox');
  return {
    smtpUrl: env.SMTP_URL === '' ? undefined : env.SMTP_URL,
    outboxDir,
    spoolDir: env.SPOOL_DIR ?? join(outboxDir, 'spool'),
    ...sharedMailSettings(env),
    smtpTimeoutMs: positive(env, 'SMTP_TIMEOUT_SECONDS', 10) * SECOND,
  };
}

/** Without NEWSLETTER_SECRET only production refuses to start; elsewhere the links die with the process. */
function newsletterSettingsFromEnvironment(env: NodeJS.ProcessEnv) {
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
  };
}

export function serverSettingsFromEnvironment(
  env: NodeJS.ProcessEnv = process.env,
  argv: readonly string[] = process.argv,
) {
  const portFlag = argv.indexOf('--port');
  const port = Number(portFlag > -1 ? argv[portFlag + 1] : (env.PORT ?? 4173));
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid port "${String(port)}"`);
  return {
    port,
    distDir: env.DIST_DIR ?? join(process.cwd(), 'dist'),
    siteOrigin: (env.VITE_SITE_ORIGIN || siteConfig.origin).replace(/\/+$/, ''),
    trustProxy: trustProxyHops(env.TRUST_PROXY),
    idleTimeoutMs: positive(env, 'REQUEST_IDLE_TIMEOUT_SECONDS', 30) * SECOND,
    // Longer than the application form waits for a 10 MB résumé (src/forms/submit-timeout.ts).
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
    ...sharedLimitSettings(env),
    rateLimitClients: positive(env, 'RATE_LIMIT_CLIENTS', 10_000),
    idempotencyMaxKeys: positive(env, 'IDEMPOTENCY_MAX_KEYS', 10_000),
    uploadDir: env.UPLOAD_DIR ?? tmpdir(),
    mail: mailSettingsFromEnvironment(env),
    newsletter: newsletterSettingsFromEnvironment(env),
  };
}

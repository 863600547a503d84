/**
 * The secrets and variables the e2e stack gives the functions and the companion Worker
 * (src/server/cloudflare/env.ts names them), shared with the specs that depend on them.
 */
export const STACK_SETTINGS = {
  /** A fixed test key (48 characters), so that a link signed by one instance opens on the other. */
  NEWSLETTER_SECRET: 'e2e-only-newsletter-secret-0123456789abcdefghijk',
  /** Attempts before a lead's mail is given up: few, so the cron test reaches the end quickly. */
  SPOOL_MAX_ATTEMPTS: '3',
  /** The first retry after 1 s, then 2 s: the cron test waits seconds, not hours. */
  SPOOL_RETRY_BASE_SECONDS: '1',
  SPOOL_RETRY_MAX_SECONDS: '2',
  ALERT_TO: 'alerts@talvera.example',
} as const;

/** Where the functions send each lead (MAIL_TO), as the Node server does by default. */
export const SALES_ADDRESS = 'sales@talvera.example';

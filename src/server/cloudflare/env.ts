import type { D1Database, DurableObjectNamespace, EventContext, Fetcher, R2Bucket } from '@cloudflare/workers-types';

/** The contract between wrangler.toml, companion/wrangler.toml and the code. */
export type CloudflareEnv = {
  DB: D1Database;
  /** R2 (EU jurisdiction): the résumés of stored applications, under `resumes/<lead id>`. */
  RESUMES: R2Bucket;
  /** Reached with `stub.fetch`: Durable Object RPC does not cross `wrangler dev` sessions. */
  FORM_GUARD: DurableObjectNamespace;
  ASSETS?: Fetcher;

  NEWSLETTER_SECRET: string;
  /** smtp://user:pass@host:port; unset: leads are stored and listed, nothing is mailed (the preview). */
  SMTP_URL?: string;

  /** Plain variables ([vars]), all optional: the defaults are the Node server's. */
  SITE_ORIGIN?: string;
  MAIL_FROM?: string;
  MAIL_TO?: string;
  NEWSLETTER_TO?: string;
  ALERT_TO?: string;
  RETENTION_DAYS?: string;
  SPOOL_MAX_ATTEMPTS?: string;
  SPOOL_RETRY_BASE_SECONDS?: string;
  SPOOL_RETRY_MAX_SECONDS?: string;
  RATE_LIMIT_MAX?: string;
  RATE_LIMIT_WINDOW_SECONDS?: string;
  RATE_LIMIT_ENDPOINT_MAX?: string;
  IDEMPOTENCY_TTL_HOURS?: string;
};

/** What Hono's Pages adapter hands the app: the bindings, and the Pages context (its `next` serves the site). */
export type PagesEnv = { Bindings: CloudflareEnv & { eventContext: EventContext<CloudflareEnv, string, unknown> } };

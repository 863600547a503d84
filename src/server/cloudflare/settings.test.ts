import { describe, expect, it } from 'vitest';
import { serverSettingsFromEnvironment } from '../node/server-settings';
import type { CloudflareEnv } from './env';
import { cloudflareSettings, newsletterSecret } from './settings';

const env = (vars: Record<string, string>) => vars as unknown as CloudflareEnv;

describe('cloudflareSettings', () => {
  it('has the Node server’s defaults', () => {
    const node = serverSettingsFromEnvironment({}, []);
    const cloudflare = cloudflareSettings(env({}));
    expect(cloudflare).toMatchObject({
      siteOrigin: node.siteOrigin,
      mailFrom: node.mail.from,
      mailTo: node.mail.to,
      newsletterTo: node.mail.newsletterTo,
      maxAttempts: node.mail.maxAttempts,
      retryBaseMs: node.mail.retryBaseMs,
      retryMaxMs: node.mail.retryMaxMs,
      retentionMs: node.mail.retentionMs,
      rateLimitMax: node.rateLimitMax,
      rateLimitWindowMs: node.rateLimitWindowMs,
      rateLimitEndpointMax: node.rateLimitEndpointMax,
      idempotencyTtlMs: node.idempotencyTtlMs,
      smtpUrl: undefined,
      alertTo: undefined,
    });
  });

  it('reads the same variables as the Node server, the same way', () => {
    const vars = {
      SITE_ORIGIN: 'https://preview.example/',
      MAIL_TO: 'Sales <sales@x.example>',
      SPOOL_MAX_ATTEMPTS: '3',
      SPOOL_RETRY_BASE_SECONDS: '1',
      RETENTION_DAYS: '0.5',
      RATE_LIMIT_MAX: '5',
      RATE_LIMIT_WINDOW_SECONDS: '60',
      RATE_LIMIT_ENDPOINT_MAX: '50',
      IDEMPOTENCY_TTL_HOURS: '2',
    };
    const node = serverSettingsFromEnvironment({ ...vars, VITE_SITE_ORIGIN: vars.SITE_ORIGIN }, []);
    expect(cloudflareSettings(env(vars))).toMatchObject({
      siteOrigin: 'https://preview.example',
      mailTo: node.mail.to,
      maxAttempts: node.mail.maxAttempts,
      retryBaseMs: node.mail.retryBaseMs,
      retentionMs: node.mail.retentionMs,
      rateLimitMax: node.rateLimitMax,
      rateLimitWindowMs: node.rateLimitWindowMs,
      rateLimitEndpointMax: node.rateLimitEndpointMax,
      idempotencyTtlMs: node.idempotencyTtlMs,
    });
  });

  it('takes an empty variable for an unset one, and refuses a malformed number', () => {
    expect(cloudflareSettings(env({ ALERT_TO: '', SMTP_URL: ' ' }))).toMatchObject({
      alertTo: undefined,
      smtpUrl: undefined,
    });
    expect(() => cloudflareSettings(env({ RATE_LIMIT_MAX: 'many' }))).toThrow(/RATE_LIMIT_MAX/);
    expect(() => cloudflareSettings(env({ RETENTION_DAYS: '0' }))).toThrow(/RETENTION_DAYS/);
  });
});

describe('newsletterSecret', () => {
  it('takes a secret as long as the Node server asks, and no shorter', () => {
    expect(newsletterSecret(env({ NEWSLETTER_SECRET: 'x'.repeat(32) }))).toBe('x'.repeat(32));
    expect(newsletterSecret(env({ NEWSLETTER_SECRET: 'x'.repeat(31) }))).toBeUndefined();
    expect(newsletterSecret(env({}))).toBeUndefined();
  });
});

import { siteConfig } from '../../config';
import { MIN_NEWSLETTER_SECRET_LENGTH, optional, sharedLimitSettings, sharedMailSettings } from '../settings';
import type { CloudflareEnv } from './env';

/** The Node server's names and defaults, from ../settings.ts; durations in milliseconds. */
export type CloudflareSettings = ReturnType<typeof cloudflareSettings>;

export function cloudflareSettings(env: CloudflareEnv) {
  const { from, to, ...mail } = sharedMailSettings(env);
  return {
    siteOrigin: (optional(env.SITE_ORIGIN) ?? siteConfig.origin).replace(/\/+$/, ''),
    mailFrom: from,
    mailTo: to,
    alertTo: optional(env.ALERT_TO),
    smtpUrl: optional(env.SMTP_URL),
    ...mail,
    ...sharedLimitSettings(env),
  };
}

/** Undefined when missing or too short: the newsletter then answers 503. */
export function newsletterSecret(env: Pick<CloudflareEnv, 'NEWSLETTER_SECRET'>): string | undefined {
  const secret = env.NEWSLETTER_SECRET as string | undefined;
  return secret !== undefined && secret.length >= MIN_NEWSLETTER_SECRET_LENGTH ? secret : undefined;
}

import type { WorkerMailerOptions } from 'worker-mailer';

/** Connection, greeting and each answer of the SMTP server: the Node server's SMTP_TIMEOUT_SECONDS default. */
const SMTP_TIMEOUT_MS = 10_000;

/** `smtps://` is TLS from the start, `smtp://` upgrades with STARTTLS when offered; Cloudflare blocks port 25. */
export function smtpOptions(smtpUrl: string): WorkerMailerOptions {
  const url = new URL(smtpUrl);
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, got ${url.protocol}//`);
  }
  const secure = url.protocol === 'smtps:';
  const username = decodeURIComponent(url.username);
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port === '' ? (secure ? 465 : 587) : Number(url.port),
    secure,
    startTls: !secure,
    ...(username === ''
      ? {}
      : {
          credentials: { username, password: decodeURIComponent(url.password) },
          authType: ['plain', 'login'] as ('plain' | 'login')[],
        }),
    socketTimeoutMs: SMTP_TIMEOUT_MS,
    responseTimeoutMs: SMTP_TIMEOUT_MS,
  };
}

export function mailbox(text: string): { name?: string; email: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^<>\s]+)>\s*$/.exec(text);
  if (!match?.[2]) return { email: text.trim() };
  const name = match[1]?.trim() ?? '';
  return name === '' ? { email: match[2] } : { name, email: match[2] };
}

import { randomInt } from 'node:crypto';
import { rmSync } from 'node:fs';
import { expect, test as base, type TestInfo } from '@playwright/test';
import { e2eServers } from '../support/e2e-servers';
import { listMails } from '../support/mail-folder';
import { parseMail, type MimeMessage } from '../support/mime-message';

/**
 * What the form specs need to know of the server they run against, by Playwright project:
 * `chromium` is `npm start` (src/server/node), `wrangler` is the Cloudflare stack
 * (tests/support/cloudflare-stack.ts, instance A as baseURL).
 */
const servers = e2eServers();

const isCloudflare = (info: TestInfo = test.info()) => info.project.name === 'wrangler';

/** Where the server's mail lands: the Node server's outbox, or what the stack's SMTP server accepted. */
export const mailFolder = (info: TestInfo = test.info()) =>
  isCloudflare(info) ? servers.smtpMailDir : servers.nodeOutboxDir;

/**
 * Where the functions' own headers are seen: on Cloudflare, instance B, whose `_headers` has no
 * rule for `/api/*` (as Cloudflare applies none to Functions; local `pages dev` would).
 */
export const functionsOrigin = (info: TestInfo = test.info()) =>
  isCloudflare(info) ? `http://localhost:${String(servers.wranglerB)}` : `http://localhost:${String(servers.node)}`;

/**
 * A server with the default rate limit (30 posts per client in 10 minutes): on Cloudflare, the
 * stack itself; for Node, a second `npm start` (the first has it raised for the suite), which
 * trusts one proxy so that X-Forwarded-For names the client.
 */
export const rateLimitedOrigin = (info: TestInfo = test.info()) =>
  isCloudflare(info)
    ? `http://localhost:${String(servers.wranglerA)}`
    : `http://localhost:${String(servers.nodeRateLimited)}`;

/**
 * A client address no other test uses, in the headers each server reads it from: Cloudflare's
 * CF-Connecting-IP (local `pages dev` passes it through), X-Forwarded-For for a Node server
 * behind a proxy. Rate limits of different tests then never meet.
 */
export function distinctClient(): Record<string, string> {
  const address = `198.${String(randomInt(18, 20))}.${String(randomInt(256))}.${String(randomInt(1, 255))}`;
  return { 'CF-Connecting-IP': address, 'X-Forwarded-For': address };
}

/** Playwright's test, each test a client of its own (pages and `request` alike). */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) => {
    await provide({ ...extraHTTPHeaders, ...distinctClient() });
  },
});

export type SentMail = MimeMessage & { raw: string; file: string };

/** The mails the server under test sent whose raw text contains `text` (an address, a marker). */
export function sentMails(text: string, info: TestInfo = test.info()): SentMail[] {
  return listMails(mailFolder(info))
    .filter((mail) => mail.raw.includes(text))
    .map((mail) => ({ ...parseMail(mail.raw), raw: mail.raw, file: mail.file }));
}

/** Waits for the mails containing `text` to be `count` (the server may send after it answered). */
export async function waitForMails(text: string, count = 1): Promise<SentMail[]> {
  const info = test.info();
  await expect
    .poll(() => sentMails(text, info).length, { message: `mails containing ${text}`, timeout: 20_000 })
    .toBe(count);
  return sentMails(text, info);
}

/** Removes mails a test made and has checked (10 MB résumés would pile up in the outbox). */
export function removeMails(mails: SentMail[]): void {
  for (const mail of mails) rmSync(mail.file, { force: true });
}

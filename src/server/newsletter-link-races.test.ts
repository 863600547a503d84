import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { d1NewsletterLog } from './cloudflare/d1-newsletter-log';
import { startLocalStores, type LocalStores } from './cloudflare/__fixtures__/local-stores';
import { createNewsletterLinkHandler } from './newsletter-link-handler';
import { newsletterLink } from './newsletter-subscribe-handler';
import { newTokenId, type TokenPurpose } from './newsletter-token';
import { createNewsletterLog } from './node/newsletter-log';
import type { MailTransport, NewsletterLog, OutgoingMail } from './ports';

const SECRET = 's'.repeat(32);
const ORIGIN = 'https://www.talvera.example';
const page = (path: string) => Promise.resolve(new Response(`<title>${path}</title>`, { status: 200 }));

let stores: LocalStores;
let dir: string;
beforeAll(async () => {
  stores = await startLocalStores();
  dir = mkdtempSync(join(tmpdir(), 'newsletter-races-'));
});
afterAll(async () => {
  await stores.dispose();
  rmSync(dir, { recursive: true, force: true });
});

/** A transport whose deliveries take `ms`, then succeed or fail; `done` lists when each ended. */
function slowTransport(ms: number, fails = false) {
  const transport = {
    mails: [] as OutgoingMail[],
    done: [] as number[],
    async send(mail: OutgoingMail) {
      await new Promise((resolve) => setTimeout(resolve, ms));
      transport.done.push(performance.now());
      if (fails) throw new Error('SMTP is down');
      transport.mails.push(mail);
    },
  } satisfies MailTransport & Record<string, unknown>;
  return transport;
}

/** The two links of one subscription (one token id). */
async function subscription(): Promise<Record<TokenPurpose, string>> {
  const subscriber = { id: newTokenId(), email: 'a@b.example', lang: 'en' as const, exp: 2_000_000_000 };
  return {
    confirm: await newsletterLink({ secret: SECRET, siteOrigin: ORIGIN }, 'confirm', subscriber),
    unsubscribe: await newsletterLink({ secret: SECRET, siteOrigin: ORIGIN }, 'unsubscribe', subscriber),
  };
}

const logs: [string, () => NewsletterLog][] = [
  ['the Node log file', () => createNewsletterLog(join(dir, `${newTokenId()}.jsonl`))],
  ['D1', () => d1NewsletterLog(stores.db)],
];

describe.each(logs)('newsletter links with %s', (_name, makeLog) => {
  const handler = (purpose: TokenPurpose, log: NewsletterLog, transport: MailTransport) =>
    createNewsletterLinkHandler(transport, { purpose, secret: SECRET, log, deliverTo: 'm@x.example', page });
  const press = (handle: (request: Request) => Promise<Response>, url: string) =>
    handle(new Request(url, { method: 'POST' })).then((response) => ({
      status: response.status,
      at: performance.now(),
    }));

  it('makes parallel presses of one link wait for the first one’s outcome', async () => {
    const log = makeLog();
    const transport = slowTransport(150);
    const confirm = handler('confirm', log, transport);
    const links = await subscription();
    const answers = await Promise.all(Array.from({ length: 5 }, () => press(confirm, links.confirm)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([303, 409, 409, 409, 409]);
    expect(transport.mails).toHaveLength(1);
    for (const answer of answers) expect(answer.at).toBeGreaterThanOrEqual(transport.done[0] ?? Infinity);
  });

  it('tells no parallel press "already confirmed" when the first one’s delivery failed', async () => {
    const log = makeLog();
    const confirm = handler('confirm', log, slowTransport(100, true));
    const links = await subscription();
    const answers = await Promise.all(Array.from({ length: 3 }, () => press(confirm, links.confirm)));
    expect(answers.map((answer) => answer.status)).toEqual([503, 503, 503]);
  });

  it('refuses to confirm a subscription once it was unsubscribed (410, nothing delivered)', async () => {
    const log = makeLog();
    const transport = slowTransport(0);
    const links = await subscription();
    expect((await press(handler('unsubscribe', log, transport), links.unsubscribe)).status).toBe(303);
    const confirm = handler('confirm', log, transport);
    expect((await confirm(new Request(links.confirm))).status).toBe(410);
    expect((await press(confirm, links.confirm)).status).toBe(410);
    expect(transport.mails).toHaveLength(1);
    // Another subscription of the same address can still be confirmed.
    expect((await press(confirm, (await subscription()).confirm)).status).toBe(303);
  });
});

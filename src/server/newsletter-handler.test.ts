import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HONEYPOT_FIELD } from '../forms/demo-request';
import { createNewsletterLinkHandler, NEWSLETTER_LINK_MAX_BYTES } from './newsletter-link-handler';
import { createNewsletterLog } from './node/newsletter-log';
import type { NewsletterLog } from './ports';
import { CONFIRM_LINK_DAYS } from './newsletter-mail';
import {
  createNewsletterSubscribeHandler,
  NEWSLETTER_INVALID_BODY,
  NEWSLETTER_MAX_BYTES,
  newsletterLink,
} from './newsletter-subscribe-handler';
import { newTokenId, type TokenPurpose } from './newsletter-token';
import { readJson } from './__fixtures__/handler-requests';
import { startTestServer } from './__fixtures__/test-server';
import { failingTransport, recordingTransport, type RecordedMail } from './__fixtures__/transports';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const ORIGIN = 'https://www.talvera.example';
const MARKETING = 'marketing@talvera.example';
const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
const DAY_MS = 24 * 60 * 60 * 1000;

let dir: string;
let log: NewsletterLog;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'newsletter-handler-'));
  log = createNewsletterLog(join(dir, 'events.jsonl'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

const subscribe = (body: BodyInit, transport = recordingTransport()) => ({
  transport,
  response: createNewsletterSubscribeHandler(transport, { secret: SECRET, siteOrigin: ORIGIN, now: () => NOW })(
    new Request(`${ORIGIN}/api/newsletter`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body }),
  ),
});

/** The prerendered pages, as the static side would serve them: each names its own path. */
const page = (path: string) => Promise.resolve(new Response(`<!doctype html><title>${path}</title>`, { status: 200 }));

function linkHandler(purpose: TokenPurpose, transport = recordingTransport(), now = NOW) {
  const handler = createNewsletterLinkHandler(transport, {
    purpose,
    secret: SECRET,
    log,
    deliverTo: MARKETING,
    page,
    now: () => now,
  });
  return {
    transport,
    handle: handler,
    /** Opens the link, as a reader, a mail scanner or a link preview does. */
    open: (url: string) => handler(new Request(url)),
    /** Presses the button of the page the link opened (the form posts back to the link). */
    follow: (url: string) => handler(new Request(url, { method: 'POST' })),
  };
}

/** The two links of the confirmation mail. */
function linksIn(mail: RecordedMail): Record<TokenPurpose, string> {
  const found = (path: string) => new RegExp(`${ORIGIN}${path}\\?token=[A-Za-z0-9_.-]+`).exec(mail.text)?.[0] ?? '';
  return { confirm: found('/api/newsletter/confirm'), unsubscribe: found('/api/newsletter/unsubscribe') };
}

/** The id a link's token carries. */
function tokenId(url: string): string {
  const payload = (new URL(url).searchParams.get('token') ?? '').split('.')[0] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { id: string }).id;
}

async function subscribedLinks(language: 'en' | 'it' = 'en') {
  const { transport, response } = subscribe(JSON.stringify({ email: 'giulia.rossi@acme.example', language }));
  expect((await response).status).toBe(200);
  return linksIn(transport.mails[0] as RecordedMail);
}

const link = (purpose: TokenPurpose, exp: number, lang: 'en' | 'it' = 'it') =>
  newsletterLink({ secret: SECRET, siteOrigin: ORIGIN }, purpose, {
    id: newTokenId(),
    email: 'a@b.example',
    lang,
    exp,
  });

describe('POST /api/newsletter', () => {
  it('sends the confirmation mail to the subscriber, in their language, with both links', async () => {
    const { transport, response } = subscribe(JSON.stringify({ email: ' giulia.rossi@acme.example ', language: 'it' }));
    expect((await response).status).toBe(200);
    expect(await readJson(await response)).toEqual({ ok: true });
    expect(transport.mails).toHaveLength(1);
    const mail = transport.mails[0] as RecordedMail;
    expect(mail.to).toBe('giulia.rossi@acme.example');
    expect(mail.subject).toBe('Conferma l’iscrizione alla newsletter di Talvera');
    expect(mail.text).toContain(`entro ${CONFIRM_LINK_DAYS} giorni`);
    const links = linksIn(mail);
    expect(links.confirm).not.toBe('');
    expect(links.unsubscribe).not.toBe('');
    expect(mail.text).not.toContain('{{');
  });

  it('writes the mail in English for an English page', async () => {
    const { transport, response } = subscribe(JSON.stringify({ email: 'tom@acme.example', language: 'en' }));
    expect((await response).status).toBe(200);
    expect(transport.mails[0]?.subject).toBe('Confirm your subscription to the Talvera newsletter');
  });

  it('answers a filled honeypot as sent, and sends nothing', async () => {
    const { transport, response } = subscribe(
      JSON.stringify({ email: 'bot@spam.example', language: 'en', [HONEYPOT_FIELD]: 'https://spam.example' }),
    );
    expect((await response).status).toBe(200);
    expect(transport.mails).toEqual([]);
  });

  it.each([
    ['an empty address', { email: '', language: 'en' }, { email: 'newsletter.errors.emailRequired' }],
    ['a malformed address', { email: 'not-an-address', language: 'en' }, { email: 'newsletter.errors.emailInvalid' }],
    [
      'a line break in the address',
      { email: 'a@b.example\nBcc: x@y.example', language: 'en' },
      { email: 'common.fieldErrors.controlCharacters' },
    ],
    ['an unknown language', { email: 'a@b.example', language: 'fr' }, { language: NEWSLETTER_INVALID_BODY }],
  ])('refuses %s with the field message', async (_, body, errors) => {
    const { transport, response } = subscribe(JSON.stringify(body));
    expect((await response).status).toBe(400);
    expect(await readJson(await response)).toEqual({ error: 'invalid-fields', errors });
    expect(transport.mails).toEqual([]);
  });

  it.each([['{"email":'], ['[]'], ['null'], ['"a@b.example"']])('refuses the unreadable body %s', async (body) => {
    const { response } = subscribe(body);
    expect((await response).status).toBe(400);
    expect(await readJson(await response)).toEqual({
      error: 'invalid-fields',
      errors: { '(body)': NEWSLETTER_INVALID_BODY },
    });
  });

  it('refuses a body over its limit with 413', async () => {
    const { response } = subscribe(
      JSON.stringify({ email: 'a@b.example', language: 'en', pad: 'x'.repeat(NEWSLETTER_MAX_BYTES) }),
    );
    expect((await response).status).toBe(413);
  });

  it('answers 500 when even the outbox cannot take the mail', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { response } = subscribe(
      JSON.stringify({ email: 'a@b.example', language: 'en' }),
      failingTransport(new Error('disk full')) as never,
    );
    expect((await response).status).toBe(500);
  });
});

describe('opening a link', () => {
  it.each([
    ['confirm', 'it', '/it/newsletter/conferma/'],
    ['unsubscribe', 'en', '/en/newsletter/unsubscribe/'],
  ] as const)(
    'to %s answers the page with its button (200), and neither delivers nor records anything',
    async (purpose, language, askPage) => {
      const links = await subscribedLinks(language);
      const { transport, open } = linkHandler(purpose);
      for (let time = 0; time < 3; time++) {
        const response = await open(links[purpose]);
        expect(response.status).toBe(200);
        expect(await response.text()).toContain(`<title>${askPage}</title>`);
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      }
      expect(transport.mails).toEqual([]);
      expect(await log.has(purpose === 'confirm' ? 'confirmed' : 'unsubscribed', tokenId(links[purpose]))).toBe(false);
    },
  );

  it('a mail scanner opening both links of the mail changes nothing: the reader can still confirm', async () => {
    const links = await subscribedLinks();
    const confirm = linkHandler('confirm');
    const unsubscribe = linkHandler('unsubscribe');
    expect((await confirm.open(links.confirm)).status).toBe(200);
    expect((await unsubscribe.open(links.unsubscribe)).status).toBe(200);
    expect((await confirm.follow(links.confirm)).status).toBe(303);
    expect(unsubscribe.transport.mails).toEqual([]);
  });

  it('once used, says so: "already confirmed" (409), or leads to "unsubscribed" (303)', async () => {
    const links = await subscribedLinks('it');
    const confirm = linkHandler('confirm');
    await confirm.follow(links.confirm);
    const again = await confirm.open(links.confirm);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('/it/newsletter/gia-confermata/');

    const unsubscribe = linkHandler('unsubscribe');
    await unsubscribe.follow(links.unsubscribe);
    const after = await unsubscribe.open(links.unsubscribe);
    expect(after.status).toBe(303);
    expect(after.headers.get('location')).toBe('/it/newsletter/cancellata/');
  });

  it('expired or altered, answers the "link not valid" page as a press does', async () => {
    expect((await linkHandler('confirm').open(await link('confirm', NOW / 1000 - 1))).status).toBe(410);
    const response = await linkHandler('unsubscribe').open(`${ORIGIN}/api/newsletter/unsubscribe?token=nonsense`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('/en/newsletter/link-not-valid/');
  });

  it('answers 503 when the log cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(log, 'has').mockRejectedValue(new Error('EIO'));
    const links = await subscribedLinks();
    const response = await linkHandler('confirm').open(links.confirm);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('60');
  });
});

describe('the confirmation link', () => {
  it('confirms: delivers the subscription to marketing once and redirects (303) to the page in the subscriber’s language', async () => {
    const links = await subscribedLinks('it');
    const { transport, follow } = linkHandler('confirm');
    const response = await follow(links.confirm);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/it/newsletter/confermata/');
    expect(transport.mails).toHaveLength(1);
    const mail = transport.mails[0] as RecordedMail;
    expect(mail.to).toBe(MARKETING);
    expect(mail.subject).toBe('Newsletter subscription: giulia.rossi@acme.example (it)');
    expect(mail.replyTo).toBe('giulia.rossi@acme.example');
  });

  it('used again, answers the "already confirmed" page (409) and delivers nothing, also after a restart', async () => {
    const links = await subscribedLinks('en');
    const { transport, follow } = linkHandler('confirm');
    expect((await follow(links.confirm)).status).toBe(303);
    const again = await follow(links.confirm);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('/en/newsletter/already-confirmed/');
    expect(again.headers.get('content-type')).toMatch(/^text\/html/);

    log = createNewsletterLog(join(dir, 'events.jsonl'));
    const afterRestart = await linkHandler('confirm', transport).follow(links.confirm);
    expect(afterRestart.status).toBe(409);
    expect(transport.mails).toHaveLength(1);
  });

  it('used twice at once, confirms once', async () => {
    const links = await subscribedLinks();
    const { transport, follow } = linkHandler('confirm');
    const statuses = (await Promise.all([follow(links.confirm), follow(links.confirm)])).map((r) => r.status).sort();
    expect(statuses).toEqual([303, 409]);
    expect(transport.mails).toHaveLength(1);
  });

  it('expired, answers the "link not valid" page with 410 in the subscriber’s language', async () => {
    const links = await subscribedLinks('it');
    const { transport, follow } = linkHandler('confirm', recordingTransport(), NOW + CONFIRM_LINK_DAYS * DAY_MS + 1000);
    const response = await follow(links.confirm);
    expect(response.status).toBe(410);
    expect(await response.text()).toContain('/it/newsletter/link-non-valido/');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(transport.mails).toEqual([]);
  });

  it('tampered, answers the "link not valid" page with 400 and delivers nothing', async () => {
    const links = await subscribedLinks('it');
    const url = new URL(links.confirm);
    const [payload = '', signature = ''] = (url.searchParams.get('token') ?? '').split('.');
    const other = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    other.email = 'attacker@evil.example';
    url.searchParams.set('token', `${Buffer.from(JSON.stringify(other)).toString('base64url')}.${signature}`);
    const { transport, follow } = linkHandler('confirm');
    const response = await follow(url.href);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('/it/newsletter/link-non-valido/');
    expect(transport.mails).toEqual([]);
  });

  it.each([
    ['no token', `${ORIGIN}/api/newsletter/confirm`],
    ['an empty token', `${ORIGIN}/api/newsletter/confirm?token=`],
    ['junk', `${ORIGIN}/api/newsletter/confirm?token=%00%ff%fe..`],
    ['a huge token', `${ORIGIN}/api/newsletter/confirm?token=${'a'.repeat(5000)}`],
  ])('with %s, answers the English "link not valid" page with 400', async (_, url) => {
    const response = await linkHandler('confirm').follow(url);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('/en/newsletter/link-not-valid/');
  });

  it('refuses the unsubscribe link’s token (400)', async () => {
    const links = await subscribedLinks();
    const token = new URL(links.unsubscribe).searchParams.get('token') ?? '';
    const response = await linkHandler('confirm').follow(`${ORIGIN}/api/newsletter/confirm?token=${token}`);
    expect(response.status).toBe(400);
  });

  it('answers 503 when the delivery fails, and the link still works afterwards', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const links = await subscribedLinks();
    const failing = await linkHandler('confirm', failingTransport(new Error('disk full')) as never).follow(
      links.confirm,
    );
    expect(failing.status).toBe(503);
    expect((await linkHandler('confirm').follow(links.confirm)).status).toBe(303);
  });

  it('answers the status alone when the page cannot be read', async () => {
    const handler = createNewsletterLinkHandler(recordingTransport(), {
      purpose: 'confirm',
      secret: SECRET,
      log,
      deliverTo: MARKETING,
      page: () => Promise.reject(new Error('no dist')),
    });
    const response = await handler(new Request(await link('confirm', NOW / 1000 - 1)));
    expect(response.status).toBe(410);
  });

  it('answers only GET and POST', async () => {
    const response = await linkHandler('confirm').handle(
      new Request(`${ORIGIN}/api/newsletter/confirm`, { method: 'PUT' }),
    );
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, POST');
  });

  it('refuses a press whose body is over its limit (413), and confirms nothing', async () => {
    const links = await subscribedLinks();
    const body = 'x'.repeat(NEWSLETTER_LINK_MAX_BYTES + 1);
    const response = await linkHandler('confirm').handle(new Request(links.confirm, { method: 'POST', body }));
    expect(response.status).toBe(413);
    expect(await log.has('confirmed', tokenId(links.confirm))).toBe(false);
  });
});

describe('the unsubscribe link', () => {
  it('unsubscribes: delivers it to marketing and redirects (303) to the "unsubscribed" page', async () => {
    const links = await subscribedLinks('it');
    const { transport, follow } = linkHandler('unsubscribe');
    const response = await follow(links.unsubscribe);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/it/newsletter/cancellata/');
    expect(transport.mails.map((mail) => [mail.to, mail.subject])).toEqual([
      [MARKETING, 'Newsletter unsubscribe: giulia.rossi@acme.example (it)'],
    ]);
  });

  it('used again, leads to the same page and delivers nothing', async () => {
    const links = await subscribedLinks();
    const { transport, follow } = linkHandler('unsubscribe');
    await follow(links.unsubscribe);
    const again = await follow(links.unsubscribe);
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe('/en/newsletter/unsubscribed/');
    expect(transport.mails).toHaveLength(1);
  });

  it('works after the confirmation, and the confirmation link is no longer valid after it', async () => {
    const links = await subscribedLinks();
    expect((await linkHandler('confirm').follow(links.confirm)).status).toBe(303);
    expect((await linkHandler('unsubscribe').follow(links.unsubscribe)).status).toBe(303);
    expect((await linkHandler('confirm').follow(links.confirm)).status).toBe(410);
  });

  it("takes a mail client's one-click unsubscribe (RFC 8058): a POST with List-Unsubscribe=One-Click", async () => {
    const links = await subscribedLinks();
    const response = await linkHandler('unsubscribe').handle(
      new Request(links.unsubscribe, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
    );
    expect(response.status).toBe(303);
    expect(await log.has('unsubscribed', tokenId(links.unsubscribe))).toBe(true);
  });

  it('built by the newsletter tool with the documented format, works', async () => {
    const response = await linkHandler('unsubscribe').follow(await link('unsubscribe', NOW / 1000 + 60, 'en'));
    expect(response.status).toBe(303);
  });

  it('expired or refused as a confirmation link, answers 410 / 400', async () => {
    expect((await linkHandler('unsubscribe').follow(await link('unsubscribe', NOW / 1000))).status).toBe(410);
    const confirmToken = new URL(await link('confirm', NOW / 1000 + 60)).searchParams.get('token') ?? '';
    expect(
      (await linkHandler('unsubscribe').follow(`${ORIGIN}/api/newsletter/unsubscribe?token=${confirmToken}`)).status,
    ).toBe(400);
  });
});

describe('the newsletter endpoints in the server', () => {
  it("are rate-limited with the other forms (the links' buttons too), and the links answer their pages from dist/", async () => {
    const transport = recordingTransport();
    const server = await startTestServer(
      transport,
      { 'en/newsletter/link-not-valid/index.html': '<!doctype html><title>Link not valid</title>' },
      { rateLimitMax: 2 },
    );
    try {
      const post = (email = 'a@b.example') =>
        fetch(`${server.origin}/api/newsletter`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email, language: 'en' }),
        });
      expect((await post()).status).toBe(200);
      // The second address: one address gets one mail per 10 minutes.
      expect((await post('c@d.example')).status).toBe(200);
      const limited = await post();
      expect(limited.status).toBe(429);
      expect(await limited.json()).toMatchObject({ error: 'rate-limited' });
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);

      const refused = await fetch(`${server.origin}/api/newsletter/confirm?token=nonsense`, { redirect: 'manual' });
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain('<title>Link not valid</title>');
      // Pressing a link's button is a post like the forms', and counts with them.
      const pressed = await fetch(`${server.origin}/api/newsletter/confirm?token=nonsense`, {
        method: 'POST',
        redirect: 'manual',
      });
      expect(pressed.status).toBe(429);
      expect(transport.mails).toHaveLength(2);
    } finally {
      await server.close();
    }
  });
});

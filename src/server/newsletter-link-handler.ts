import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages';
import type { PageId } from '../routes/pages';
import { fillPath } from '../routes/paths';
import type { MailTransport, NewsletterEvent, NewsletterLog } from './ports';
import { subscriptionMail } from './newsletter-mail';
import { BodyTooLargeError, readBodyWithLimit } from './read-body';
import { verifyToken, type TokenPurpose, type TokenRefusal } from './newsletter-token';

/** What each link records, once. */
const EVENT: Record<TokenPurpose, NewsletterEvent> = { confirm: 'confirmed', unsubscribe: 'unsubscribed' };

/** The status of each refusal: a link that cannot be read (400), or that was good and is no longer (410). */
const REFUSAL_STATUS: Record<TokenRefusal, number> = {
  malformed: 400,
  tampered: 400,
  'wrong-purpose': 400,
  expired: 410,
};

export type NewsletterLinkOptions = {
  purpose: TokenPurpose;
  secret: string;
  log: NewsletterLog;
  /** Marketing's address, which receives each confirmation and unsubscribe. */
  deliverTo: string;
  /**
   * A prerendered page of the site, as the static side serves it (`dist/` locally, the CDN from
   * a serverless function): refused links answer with its HTML and their own status.
   */
  page: (path: string) => Promise<Response>;
  now?: () => number;
};

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers } });

/**
 * Each link's pages: the one that asks for the press of a button (opening a link does nothing by
 * itself), and the one that says it is done.
 */
const LINK_PAGES: Record<TokenPurpose, { ask: PageId; done: PageId }> = {
  confirm: { ask: 'newsletterConfirm', done: 'newsletterConfirmed' },
  unsubscribe: { ask: 'newsletterUnsubscribe', done: 'newsletterUnsubscribed' },
};

/**
 * What a press of the button may send: the ask page's form sends nothing, and a mail client's
 * one-click unsubscribe (RFC 8058) sends `List-Unsubscribe=One-Click`. A body is read, to this
 * limit, only so that the connection stays usable.
 */
export const NEWSLETTER_LINK_MAX_BYTES = 1024;

/**
 * How long a press waits for another press of the same link that is at work (storing its mail
 * takes well under a second) before it answers 503; it looks again every PRESS_POLL_MS.
 */
export const PRESS_WAIT_MS = 10_000;
const PRESS_POLL_MS = 50;

/**
 * The links of the confirmation mail (README, "The newsletter"), `/api/newsletter/confirm?token=…`
 * and `/api/newsletter/unsubscribe?token=…`.
 *
 * - `GET` (opening the link) changes nothing: mail scanners and link previews open every link of a
 *   mail, and would otherwise confirm, then unsubscribe, an address nobody looked at. A good link
 *   answers the page that asks the reader to press the button (200), at the link's own address;
 *   its form posts back there. A confirmation link already used answers "already confirmed" (409);
 *   an unsubscribe link already used leads (303) to "unsubscribed".
 * - `POST` (the button, or a mail client's one-click unsubscribe) acts: it records the token id in
 *   the event log, delivers the event to marketing through the mail transport, and redirects (303)
 *   to the page that says so, in the subscriber's language. Used again, it answers as `GET` does.
 *
 * A press that comes while another press of the same link is at work waits for its outcome.
 * A confirmation link of a subscription already unsubscribed (the two links share the token id)
 * answers 410, as an expired link (410) or one that cannot be read or was altered (400) does: the
 * "link not valid" page, whatever the method. Nothing a link holds can cause a 500.
 */
export function createNewsletterLinkHandler(transport: MailTransport, options: NewsletterLinkOptions) {
  const now = options.now ?? Date.now;
  const event = EVENT[options.purpose];
  const { ask: askPage, done } = LINK_PAGES[options.purpose];
  const headers = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };
  const unavailable = () => plain(503, 'Please try again in a few minutes.', { 'Retry-After': '60' });

  async function pageAnswer(pageId: PageId, language: Language, status: number): Promise<Response> {
    try {
      const page = await options.page(fillPath(pageId, language, {}));
      if (page.ok) {
        return new Response(await page.text(), {
          status,
          headers: { 'Content-Type': 'text/html; charset=utf-8', ...headers },
        });
      }
    } catch {
      // The page could not be read: the status still tells what happened.
    }
    return plain(status, pageId, headers);
  }

  const seeOther = (pageId: PageId, language: Language) =>
    new Response(null, { status: 303, headers: { Location: fillPath(pageId, language, {}), ...headers } });

  /** The answer to a link already used: nothing more to do. */
  const alreadyUsed = (language: Language) =>
    options.purpose === 'confirm' ? pageAnswer('newsletterAlreadyConfirmed', language, 409) : seeOther(done, language);

  /** A subscription unsubscribed cannot be confirmed after (its links share the token id). */
  const unsubscribed = (id: string) =>
    options.purpose === 'confirm' ? options.log.recorded('unsubscribed', id) : Promise.resolve(false);
  const noLongerValid = (lang: Language) => pageAnswer('newsletterLinkInvalid', lang, 410);

  /**
   * Takes the link's event; a press that finds another at work waits for its outcome: recorded
   * (then this one says so), or given back (then this one tries itself).
   */
  async function claim(id: string): Promise<'claimed' | 'used' | 'busy'> {
    const giveUpAt = Date.now() + PRESS_WAIT_MS;
    for (;;) {
      if (await options.log.claim(event, id)) return 'claimed';
      if (await options.log.recorded(event, id)) return 'used';
      if (Date.now() >= giveUpAt) return 'busy';
      await new Promise((resolve) => setTimeout(resolve, PRESS_POLL_MS));
    }
  }

  async function act(id: string, email: string, lang: Language): Promise<Response> {
    let claimed: 'claimed' | 'used' | 'busy';
    try {
      if (await unsubscribed(id)) return await noLongerValid(lang);
      claimed = await claim(id);
    } catch (error) {
      console.error('The newsletter log could not be read', error);
      return unavailable();
    }
    if (claimed === 'used') return alreadyUsed(lang);
    if (claimed === 'busy') return unavailable();
    try {
      await transport.send(subscriptionMail(event, email, lang, options.deliverTo));
    } catch (error) {
      await options.log.release(event, id).catch(() => undefined);
      console.error(`Delivering a newsletter ${options.purpose} failed`, error);
      return unavailable();
    }
    try {
      await options.log.append(event, id);
    } catch (error) {
      // Delivered: this process remembers the id; only a restart before the disk recovers forgets it.
      console.error(`Recording a newsletter ${options.purpose} failed`, error);
    }
    return seeOther(done, lang);
  }

  async function ask(id: string, lang: Language): Promise<Response> {
    let used: boolean;
    try {
      if (await unsubscribed(id)) return await noLongerValid(lang);
      used = await options.log.has(event, id);
    } catch (error) {
      console.error('The newsletter log could not be read', error);
      return unavailable();
    }
    return used ? alreadyUsed(lang) : pageAnswer(askPage, lang, 200);
  }

  return async (request: Request): Promise<Response> => {
    if (request.method !== 'GET' && request.method !== 'POST') {
      return plain(405, 'Method not allowed', { Allow: 'GET, POST' });
    }
    if (request.method === 'POST') {
      try {
        await readBodyWithLimit(request, NEWSLETTER_LINK_MAX_BYTES);
      } catch (error) {
        if (error instanceof BodyTooLargeError) return plain(413, 'Request body too large');
        return plain(400, 'Bad request: the body could not be read');
      }
    }
    const token = new URL(request.url).searchParams.get('token') ?? '';
    const check = await verifyToken(token, options.secret, options.purpose, now());
    if (!check.ok) {
      return pageAnswer('newsletterLinkInvalid', check.lang ?? DEFAULT_LANGUAGE, REFUSAL_STATUS[check.reason]);
    }
    const { id, email, lang } = check.payload;
    return request.method === 'POST' ? act(id, email, lang) : ask(id, lang);
  };
}

import { DEFAULT_LANGUAGE, type Language } from '../../src/i18n/languages';
import type { PageId } from '../../src/routes/pages';
import { fillPath } from '../../src/routes/paths';
import type { MailTransport } from './mail-transport';
import type { NewsletterEvent, NewsletterLog } from './newsletter-log';
import { subscriptionMail } from './newsletter-mail';
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
 * `GET /api/newsletter/confirm?token=…` and `GET /api/newsletter/unsubscribe?token=…`: the links
 * of the confirmation mail (README, "The newsletter"). A good link records its token id in the
 * event log, delivers the event to marketing through the mail transport, and redirects (303) to
 * the page that says so, in the subscriber's language. A confirmation link used again answers the
 * "already confirmed" page (409) and delivers nothing; an unsubscribe link used again leads to the
 * same "unsubscribed" page, also delivering nothing. An expired link (410) or one that cannot be
 * read or was altered (400) answers the "link not valid" page. Nothing a link holds can cause a 500.
 */
export function createNewsletterLinkHandler(transport: MailTransport, options: NewsletterLinkOptions) {
  const now = options.now ?? Date.now;
  const event = EVENT[options.purpose];
  const done: PageId = options.purpose === 'confirm' ? 'newsletterConfirmed' : 'newsletterUnsubscribed';

  async function pageAnswer(pageId: PageId, language: Language, status: number): Promise<Response> {
    const headers = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };
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
    new Response(null, {
      status: 303,
      headers: {
        Location: fillPath(pageId, language, {}),
        'Cache-Control': 'no-store',
        'Referrer-Policy': 'no-referrer',
      },
    });

  return async (request: Request): Promise<Response> => {
    if (request.method !== 'GET') return plain(405, 'Method not allowed', { Allow: 'GET' });
    const token = new URL(request.url).searchParams.get('token') ?? '';
    const check = verifyToken(token, options.secret, options.purpose, now());
    if (!check.ok) {
      return pageAnswer('newsletterLinkInvalid', check.lang ?? DEFAULT_LANGUAGE, REFUSAL_STATUS[check.reason]);
    }
    const { id, email, lang } = check.payload;
    let claimed: boolean;
    try {
      claimed = await options.log.claim(event, id);
    } catch (error) {
      console.error('The newsletter log could not be read', error);
      return plain(503, 'Please try again in a few minutes.', { 'Retry-After': '60' });
    }
    if (!claimed) {
      return options.purpose === 'confirm' ? pageAnswer('newsletterAlreadyConfirmed', lang, 409) : seeOther(done, lang);
    }
    try {
      await transport.send(subscriptionMail(event, email, lang, options.deliverTo));
    } catch (error) {
      options.log.release(event, id);
      console.error(`Delivering a newsletter ${options.purpose} failed`, error);
      return plain(503, 'Please try again in a few minutes.', { 'Retry-After': '60' });
    }
    try {
      await options.log.append(event, id);
    } catch (error) {
      // Delivered: this process remembers the id; only a restart before the disk recovers forgets it.
      console.error(`Recording a newsletter ${options.purpose} failed`, error);
    }
    return seeOther(done, lang);
  };
}

import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages';
import type { PageId } from '../routes/pages';
import { fillPath } from '../routes/paths';
import type { MailTransport, NewsletterEvent, NewsletterLog } from './ports';
import { subscriptionMail } from './newsletter-mail';
import { BodyTooLargeError, readBodyWithLimit } from './read-body';
import { plain } from './responses';
import { verifyToken, type TokenPurpose } from './newsletter-token';

export type NewsletterLinkOptions = {
  purpose: TokenPurpose;
  secret: string;
  log: NewsletterLog;
  deliverTo: string;
  /** Refused links answer with a prerendered page's HTML and their own status. */
  page: (path: string) => Promise<Response>;
  now?: () => number;
};

const LINKS: Record<TokenPurpose, { event: NewsletterEvent; ask: PageId; done: PageId }> = {
  confirm: { event: 'confirmed', ask: 'newsletterConfirm', done: 'newsletterConfirmed' },
  unsubscribe: { event: 'unsubscribed', ask: 'newsletterUnsubscribe', done: 'newsletterUnsubscribed' },
};

/** A press sends nothing or `List-Unsubscribe=One-Click`; the body is read only to keep the connection usable. */
export const NEWSLETTER_LINK_MAX_BYTES = 1024;

/** How long a press waits for another press of the same link at work before it answers 503. */
export const PRESS_WAIT_MS = 10_000;
const PRESS_POLL_MS = 50;

/** GET changes nothing (mail scanners open every link); POST records, tells marketing, redirects (303). */
export function createNewsletterLinkHandler(transport: MailTransport, options: NewsletterLinkOptions) {
  const now = options.now ?? Date.now;
  const { event, ask: askPage, done } = LINKS[options.purpose];
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

  const alreadyUsed = (language: Language) =>
    options.purpose === 'confirm' ? pageAnswer('newsletterAlreadyConfirmed', language, 409) : seeOther(done, language);

  /** Its links share the token id: an unsubscribed subscription cannot be confirmed after. */
  const unsubscribed = (id: string) =>
    options.purpose === 'confirm' ? options.log.recorded('unsubscribed', id) : Promise.resolve(false);
  const noLongerValid = (lang: Language, status = 410) => pageAnswer('newsletterLinkInvalid', lang, status);

  /** A press that finds another at work waits for it to record or give back the claim. */
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
    if (!check.ok) return noLongerValid(check.lang ?? DEFAULT_LANGUAGE, check.reason === 'expired' ? 410 : 400);
    const { id, email, lang } = check.payload;
    return request.method === 'POST' ? act(id, email, lang) : ask(id, lang);
  };
}

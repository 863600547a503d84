import { newsletterRequestSchema } from '../forms/newsletter';
import type { EndpointOptions } from './form-endpoint';
import { createJsonFormEndpoint } from './json-form-endpoint';
import type { MailTransport, RecipientLimit } from './ports';
import { memoryRecipientLimit } from './recipient-limit';
import { accepted } from './responses';
import { CONFIRM_LINK_DAYS, confirmationMail } from './newsletter-mail';
import { newTokenId, signToken, type TokenPurpose } from './newsletter-token';

/** An address and a language: 2 KB is plenty. */
export const NEWSLETTER_MAX_BYTES = 2 * 1024;
export const NEWSLETTER_INVALID_BODY = 'newsletter.errors.invalidBody';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long the unsubscribe link of the confirmation mail works (the newsletter's own mails carry fresh ones). */
export const UNSUBSCRIBE_LINK_DAYS = 2 * 365;

export const NEWSLETTER_LINK_PATHS: Record<TokenPurpose, string> = {
  confirm: '/api/newsletter/confirm',
  unsubscribe: '/api/newsletter/unsubscribe',
};

export type NewsletterSettings = {
  secret: string;
  siteOrigin: string;
  /** Confirmation mails per recipient (this process's memory unless the adapter gives its own). */
  recipientLimit?: RecipientLimit;
  now?: () => number;
};

export async function newsletterLink(
  settings: Pick<NewsletterSettings, 'secret' | 'siteOrigin'>,
  purpose: TokenPurpose,
  payload: { id: string; email: string; lang: 'en' | 'it'; exp: number },
): Promise<string> {
  const token = await signToken({ ...payload, purpose }, settings.secret);
  return `${settings.siteOrigin}${NEWSLETTER_LINK_PATHS[purpose]}?token=${token}`;
}

/**
 * Stores nothing (the token is the subscription). An address mailed too often gets no mail and the same 200,
 * so the form can neither bomb a mailbox nor tell whether it was used.
 */
export function createNewsletterSubscribeHandler(
  transport: MailTransport,
  settings: NewsletterSettings,
  options: EndpointOptions = {},
) {
  const now = settings.now ?? Date.now;
  const recipientLimit = settings.recipientLimit ?? memoryRecipientLimit({ now });
  return createJsonFormEndpoint(
    transport,
    {
      label: 'a newsletter subscription',
      invalidBodyKey: NEWSLETTER_INVALID_BODY,
      maxBytes: NEWSLETTER_MAX_BYTES,
      schema: newsletterRequestSchema,
      submit: async ({ email, language }) => {
        if (!(await recipientLimit.take(email))) return { response: accepted() };
        const subscriber = { id: newTokenId(), email, lang: language };
        const link = (purpose: TokenPurpose, days: number) =>
          newsletterLink(settings, purpose, { ...subscriber, exp: Math.floor((now() + days * DAY_MS) / 1000) });
        const confirm = await link('confirm', CONFIRM_LINK_DAYS);
        const unsubscribe = await link('unsubscribe', UNSUBSCRIBE_LINK_DAYS);
        return { mail: confirmationMail(email, language, { confirm, unsubscribe }) };
      },
    },
    options,
  );
}

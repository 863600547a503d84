import { z } from 'zod/mini';
import { LANGUAGES } from '../i18n/languages';
import { emailAddress } from './fields';

/**
 * The newsletter form (an email field only), as the footer validates it and
 * the endpoint re-validates it. Messages are UI-string keys.
 */
export const newsletterSchema = z.object({
  email: emailAddress('newsletter.errors.emailRequired', 'newsletter.errors.emailInvalid', 'newsletter.errors.tooLong'),
});

export type NewsletterInput = z.input<typeof newsletterSchema>;

export const EMPTY_NEWSLETTER: NewsletterInput = { email: '' };

/**
 * What the form posts: the address and the language of the page it was sent from, in which the
 * confirmation mail and the pages its links lead to are written.
 */
export const newsletterRequestSchema = z.extend(newsletterSchema, {
  language: z.enum(LANGUAGES, { error: 'newsletter.errors.invalidBody' }),
});

export type NewsletterRequest = z.infer<typeof newsletterRequestSchema>;

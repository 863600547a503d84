import { z } from 'zod/mini';
import { LANGUAGES } from '../i18n/languages';
import { emailAddress } from './fields';

export const newsletterSchema = z.object({
  email: emailAddress('newsletter.errors.emailRequired', 'newsletter.errors.emailInvalid', 'newsletter.errors.tooLong'),
});

export type NewsletterInput = z.input<typeof newsletterSchema>;

export const EMPTY_NEWSLETTER: NewsletterInput = { email: '' };

/** The page's language goes along: the confirmation mail and the pages its links lead to are written in it. */
export const newsletterRequestSchema = z.extend(newsletterSchema, {
  language: z.enum(LANGUAGES, { error: 'newsletter.errors.invalidBody' }),
});

export type NewsletterRequest = z.infer<typeof newsletterRequestSchema>;

import { z } from 'zod';
import { text } from './common';

/**
 * content/newsletter-mail/{en,it}.yaml: the mail that asks a subscriber to confirm. `{{days}}`
 * and `{{unsubscribeUrl}}` are filled in by the server (src/server/newsletter-mail.ts).
 */
export const newsletterMailSchema = z.strictObject({
  subject: text,
  greeting: text,
  request: text.refine((value) => value.includes('{{days}}'), { error: 'text that says {{days}}' }),
  notYou: text,
  unsubscribe: text.refine((value) => value.includes('{{unsubscribeUrl}}'), {
    error: 'text that holds {{unsubscribeUrl}}',
  }),
  signature: text,
});

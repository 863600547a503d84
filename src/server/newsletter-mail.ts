import english from '../generated/newsletterMail/en';
import italian from '../generated/newsletterMail/it';
import type { Language } from '../i18n/languages';
import type { NewsletterEvent, OutgoingMail } from './ports';
import { headerText, singleLine } from './mail-text';

/** How long the link that confirms works (the mail says so). */
export const CONFIRM_LINK_DAYS = 7;

/** The confirmation mail's words in each language (content/newsletter-mail/<lang>.yaml). */
const WORDS: Record<Language, typeof english> = { en: english, it: italian };

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);

/** The first mail already says how to leave. */
export function confirmationMail(
  email: string,
  language: Language,
  links: { confirm: string; unsubscribe: string },
): OutgoingMail {
  const words = WORDS[language];
  const values = { unsubscribeUrl: links.unsubscribe, days: String(CONFIRM_LINK_DAYS) };
  return {
    to: email,
    subject: words.subject,
    text: [
      words.greeting,
      fill(words.request, values),
      links.confirm,
      words.notYou,
      fill(words.unsubscribe, values),
      words.signature,
    ].join('\n\n'),
  };
}

/** What marketing receives when a link is used: the address and the subscriber's language. */
export function subscriptionMail(event: NewsletterEvent, email: string, language: Language, to: string): OutgoingMail {
  const what = event === 'confirmed' ? 'subscription' : 'unsubscribe';
  return {
    to,
    subject: `Newsletter ${what}: ${headerText(email)} (${language})`,
    replyTo: email,
    text: [
      `Newsletter ${what}, by the link in the confirmation mail.`,
      '',
      `Email: ${singleLine(email)}`,
      `Language: ${language}`,
      `At: ${new Date().toISOString()}`,
    ].join('\n'),
  };
}

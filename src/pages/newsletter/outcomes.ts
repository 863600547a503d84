import type { PageId } from '../../routes/pages';

/** Each a page of the route table and a group of UI strings (`newsletter.pages.<outcome>`). */
export const NEWSLETTER_OUTCOMES = {
  newsletterConfirm: 'confirm',
  newsletterUnsubscribe: 'unsubscribe',
  newsletterConfirmed: 'confirmed',
  newsletterAlreadyConfirmed: 'alreadyConfirmed',
  newsletterUnsubscribed: 'unsubscribed',
  newsletterLinkInvalid: 'linkInvalid',
} as const satisfies Partial<Record<PageId, string>>;

export type NewsletterOutcome = (typeof NEWSLETTER_OUTCOMES)[keyof typeof NEWSLETTER_OUTCOMES];

/** Opening a link must not confirm or unsubscribe by itself: these ask for a button press. */
export type AskingOutcome = Extract<NewsletterOutcome, 'confirm' | 'unsubscribe'>;

export const isAsking = (outcome: NewsletterOutcome): outcome is AskingOutcome =>
  outcome === 'confirm' || outcome === 'unsubscribe';

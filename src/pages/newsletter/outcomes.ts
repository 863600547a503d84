import type { PageId } from '../../routes/pages';

/** The newsletter's answers, each a page of the route table and a group of UI strings (`newsletter.pages.<outcome>`). */
export const NEWSLETTER_OUTCOMES = {
  newsletterConfirmed: 'confirmed',
  newsletterAlreadyConfirmed: 'alreadyConfirmed',
  newsletterUnsubscribed: 'unsubscribed',
  newsletterLinkInvalid: 'linkInvalid',
} as const satisfies Partial<Record<PageId, string>>;

export type NewsletterOutcome = (typeof NEWSLETTER_OUTCOMES)[keyof typeof NEWSLETTER_OUTCOMES];

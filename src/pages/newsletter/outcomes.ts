import type { PageId } from '../../routes/pages';

/**
 * The newsletter's pages, each a page of the route table and a group of UI strings
 * (`newsletter.pages.<outcome>`): two that ask for the press of a button, then the answers.
 */
export const NEWSLETTER_OUTCOMES = {
  newsletterConfirm: 'confirm',
  newsletterUnsubscribe: 'unsubscribe',
  newsletterConfirmed: 'confirmed',
  newsletterAlreadyConfirmed: 'alreadyConfirmed',
  newsletterUnsubscribed: 'unsubscribed',
  newsletterLinkInvalid: 'linkInvalid',
} as const satisfies Partial<Record<PageId, string>>;

export type NewsletterOutcome = (typeof NEWSLETTER_OUTCOMES)[keyof typeof NEWSLETTER_OUTCOMES];

/** The pages whose button confirms or unsubscribes: opening a link must not do it by itself. */
export type AskingOutcome = Extract<NewsletterOutcome, 'confirm' | 'unsubscribe'>;

export const isAsking = (outcome: NewsletterOutcome): outcome is AskingOutcome =>
  outcome === 'confirm' || outcome === 'unsubscribe';

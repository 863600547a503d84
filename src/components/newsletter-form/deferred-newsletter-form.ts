import { deferred } from '../deferred';

/**
 * The footer's newsletter form on every page: prerendered, its code (the form library, the
 * schema) fetched only when the visitor reaches into it, so no page's first
 * load grows. A form sent before the code arrives is held and sent once it runs
 * (src/forms/early-submit.ts).
 */
export const DeferredNewsletterForm = deferred('newsletter-form', () =>
  import('./newsletter-form').then((module) => module.NewsletterForm),
);

import { deferred } from '../deferred';

/** Prerendered on every page; its code is fetched only when the visitor reaches into it, so no first load grows. */
export const DeferredNewsletterForm = deferred('newsletter-form', () =>
  import('./newsletter-form').then((module) => module.NewsletterForm),
);

import { deferred } from '../deferred';

/**
 * The demo request form where it closes a page (the home page, the case studies): its code, with
 * the form library and the validation schemas, is fetched when the visitor reaches into it (a tap, a pointer over it, tabbing in). The
 * demo page loads it at once (demo-page.tsx).
 */
export const DeferredDemoRequestForm = deferred('demo-request-form', () =>
  import('./demo-request-form').then((module) => module.DemoRequestForm),
);

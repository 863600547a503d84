import { deferred } from '../deferred';

/** Where it closes a page, its code is fetched when the visitor reaches into it; the demo page loads it at once. */
export const DeferredDemoRequestForm = deferred('demo-request-form', () =>
  import('./demo-request-form').then((module) => module.DemoRequestForm),
);

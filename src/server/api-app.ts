import { Hono, type Context, type Env, type MiddlewareHandler } from 'hono';
import type { ApiRoute } from './api-routes';
import { NEWSLETTER_LINK_PATHS } from './newsletter-subscribe-handler';

/** Every endpoint's path (the defaults of `siteConfig`'s endpoints in src/config.ts, and the newsletter's links). */
export const API_PATHS = [
  '/api/demo-request',
  '/api/application',
  '/api/newsletter',
  NEWSLETTER_LINK_PATHS.confirm,
  NEWSLETTER_LINK_PATHS.unsubscribe,
  '/api/not-found-report',
] as const;

/** What only an adapter knows how to do around the endpoints, each given the request's Hono context. */
export type ApiAdapter<E extends Env> = {
  /** The endpoints with this runtime's ports: built once (Node) or for each request (Cloudflare). */
  routes(c: Context<E>): ReadonlyMap<string, ApiRoute>;
  /** Before the handler: an answer that refuses the request (a rate limit, 503), or the request the handler reads. */
  admit(c: Context<E>, route: ApiRoute, path: string): Promise<Response | Request>;
  notFound(c: Context<E>): Response | Promise<Response>;
  /** Runs around every answer, the site's included (Cloudflare adds the pages' headers). */
  around?: MiddlewareHandler<E>;
};

/** Handlers answer 405 themselves; their exceptions reach the adapter, not Hono's plain 500. */
export function apiApp<E extends Env>(adapter: ApiAdapter<E>): Hono<E> {
  // Matched on the path as sent: `/api/demo%2Drequest` is no endpoint (Hono would decode it first).
  const app = new Hono<E>({ getPath: (request) => new URL(request.url).pathname });
  if (adapter.around) app.use('*', adapter.around);
  for (const path of API_PATHS) {
    app.all(path, async (c) => {
      const route = adapter.routes(c).get(path);
      if (!route) return adapter.notFound(c);
      const admitted = await adapter.admit(c, route, path);
      return admitted instanceof Response ? admitted : route.handler(admitted);
    });
  }
  app.notFound((c) => adapter.notFound(c));
  app.onError((error) => {
    throw error;
  });
  return app;
}

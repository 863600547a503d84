import type { EventContext, Response as WorkerResponse } from '@cloudflare/workers-types';
import { apiRoutes } from '../api-routes';
import { NEWSLETTER_LINK_PATHS } from '../newsletter-subscribe-handler';
import type { ServerPorts } from '../ports';
import { countPost } from '../post-limits';
import { json } from '../responses';
import { d1NewsletterLog } from './d1-newsletter-log';
import { d1NotFoundLog } from './d1-not-found-log';
import { attemptDelivery } from './delivery';
import type { CloudflareEnv } from './env';
import { durableIdempotencyStore, durableRateLimiter, durableRecipientLimit } from './guard-client';
import { messageStore } from './message-store';
import { formDataMultipartReader } from './multipart-reader';
import { cloudflareSettings, newsletterSecret, type CloudflareSettings } from './settings';
import { smtpSender } from './smtp-sender';
import { storedMailTransport } from './stored-mail-transport';

/** The endpoints that need NEWSLETTER_SECRET: without it they answer 503, the others still work. */
const NEWSLETTER_PATHS = new Set(['/api/newsletter', ...Object.values(NEWSLETTER_LINK_PATHS)]);

/** A prerendered page from Pages' own assets, following the one redirect that adds a trailing slash. */
async function assetPage(env: CloudflareEnv, origin: string, path: string): Promise<Response> {
  if (!env.ASSETS) throw new Error('No ASSETS binding');
  let url = new URL(path, origin);
  for (let hop = 0; hop < 2; hop += 1) {
    const response = (await env.ASSETS.fetch(url.href)) as unknown as Response;
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) return response;
    url = new URL(location, url);
  }
  throw new Error(`${path} redirects more than once`);
}

/** The handlers' ports on Cloudflare: D1, R2, the FormGuard Durable Object, Pages' assets, SMTP after the answer. */
export function cloudflarePorts(
  env: CloudflareEnv,
  settings: CloudflareSettings,
  context: { origin: string; waitUntil: (promise: Promise<unknown>) => void },
): ServerPorts {
  const store = messageStore(env.DB);
  const smtpUrl = settings.smtpUrl;
  const mail = storedMailTransport({
    store,
    resumes: env.RESUMES,
    delivers: smtpUrl !== undefined,
    now: Date.now,
    newId: () => crypto.randomUUID(),
    deliverLater: (id) => {
      if (smtpUrl === undefined) return;
      const send = smtpSender({ smtpUrl, mailFrom: settings.mailFrom });
      context.waitUntil(
        attemptDelivery({ store, resumes: env.RESUMES, settings, send, now: Date.now }, id).catch((error: unknown) => {
          console.error(`Delivering mail ${id} failed; the cron retries it`, error);
        }),
      );
    },
  });
  return {
    mail,
    idempotency: durableIdempotencyStore(env.FORM_GUARD, { ttlMs: settings.idempotencyTtlMs }),
    newsletterLog: d1NewsletterLog(env.DB),
    recipientLimit: durableRecipientLimit(env.FORM_GUARD),
    notFoundLog: d1NotFoundLog(env.DB),
    readMultipart: formDataMultipartReader(),
    page: (path) => assetPage(env, context.origin, path),
    now: Date.now,
  };
}

/**
 * Every `/api/*` request on Cloudflare Pages (functions/api/[[path]].ts): the same endpoints as
 * `npm start`, the same rate limits on posts (429 with Retry-After, counted per client address
 * and per endpoint across every instance: post-limits.ts), and whatever is not an endpoint goes on to the static site.
 */
export async function handleApiRequest(
  request: Request,
  env: CloudflareEnv,
  waitUntil: (promise: Promise<unknown>) => void,
  next: () => Promise<Response>,
): Promise<Response> {
  const url = new URL(request.url);
  const settings = cloudflareSettings(env);
  const secret = newsletterSecret(env);
  const routes = apiRoutes(cloudflarePorts(env, settings, { origin: url.origin, waitUntil }), {
    siteOrigin: settings.siteOrigin,
    newsletterSecret: secret ?? '',
    newsletterTo: settings.newsletterTo,
  });
  const route = routes.get(url.pathname);
  if (!route) return next();
  if (secret === undefined && NEWSLETTER_PATHS.has(url.pathname)) {
    console.error('NEWSLETTER_SECRET is not set (or shorter than 32 characters): the newsletter answers 503');
    return json(503, { error: 'newsletter-unavailable' }, { 'Retry-After': '3600' });
  }
  if (request.method === 'POST') {
    const windowMs = settings.rateLimitWindowMs;
    const limiters = {
      perClient: durableRateLimiter(env.FORM_GUARD, { max: settings.rateLimitMax, windowMs }),
      perEndpoint: durableRateLimiter(env.FORM_GUARD, { max: settings.rateLimitEndpointMax, windowMs }),
    };
    const client = request.headers.get('cf-connecting-ip') ?? 'unknown';
    const verdict = await countPost(limiters, url.pathname, route, request, client);
    if (!verdict.allowed) {
      return json(
        429,
        { error: 'rate-limited', retryAfterSeconds: verdict.retryAfterSeconds },
        { 'Retry-After': String(verdict.retryAfterSeconds) },
      );
    }
  }
  return route.handler(request);
}

/** The Pages Function itself, with the runtime's types at its edge. */
export const onApiRequest = (context: EventContext<CloudflareEnv, string, unknown>): Promise<WorkerResponse> =>
  handleApiRequest(
    context.request as unknown as Request,
    context.env,
    (promise) => {
      context.waitUntil(promise);
    },
    async () => (await context.next()) as unknown as Response,
  ) as unknown as Promise<WorkerResponse>;

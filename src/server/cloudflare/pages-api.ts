import { apiApp } from '../api-app';
import { apiRoutes } from '../api-routes';
import { NEWSLETTER_LINK_PATHS } from '../newsletter-subscribe-handler';
import type { ServerPorts } from '../ports';
import { countPost } from '../post-limits';
import { json, rateLimited } from '../responses';
import { d1NewsletterLog } from './d1-newsletter-log';
import { d1NotFoundLog } from './d1-not-found-log';
import { attemptDelivery } from './delivery';
import type { CloudflareEnv, PagesEnv } from './env';
import { durableIdempotencyStore, durableRateLimiter, durableRecipientLimit } from './guard-client';
import { messageStore } from './message-store';
import { assetPage, pageHeaders } from './page-headers';
import { formDataMultipartReader } from './multipart-reader';
import { cloudflareSettings, newsletterSecret, type CloudflareSettings } from './settings';
import { smtpSender } from './smtp-sender';
import { storedMailTransport } from './stored-mail-transport';

/** The endpoints that need NEWSLETTER_SECRET: without it they answer 503, the others still work. */
const NEWSLETTER_PATHS = new Set(['/api/newsletter', ...Object.values(NEWSLETTER_LINK_PATHS)]);

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

/** Every `/api/*` request (functions/api/[[path]].ts): the endpoints, rate limits and page headers of `npm start`. */
export const pagesApi = apiApp<PagesEnv>({
  routes(c) {
    const settings = cloudflareSettings(c.env);
    const ports = cloudflarePorts(c.env, settings, {
      origin: new URL(c.req.url).origin,
      waitUntil: (promise) => {
        c.executionCtx.waitUntil(promise);
      },
    });
    return apiRoutes(ports, {
      siteOrigin: settings.siteOrigin,
      newsletterSecret: newsletterSecret(c.env) ?? '',
      newsletterTo: settings.newsletterTo,
    });
  },
  async admit(c, route, path) {
    const request = c.req.raw;
    if (newsletterSecret(c.env) === undefined && NEWSLETTER_PATHS.has(path)) {
      console.error('NEWSLETTER_SECRET is not set (or shorter than 32 characters): the newsletter answers 503');
      return json(503, { error: 'newsletter-unavailable' }, { 'Retry-After': '3600' });
    }
    if (request.method !== 'POST') return request;
    const settings = cloudflareSettings(c.env);
    const windowMs = settings.rateLimitWindowMs;
    const limiters = {
      perClient: durableRateLimiter(c.env.FORM_GUARD, { max: settings.rateLimitMax, windowMs }),
      perEndpoint: durableRateLimiter(c.env.FORM_GUARD, { max: settings.rateLimitEndpointMax, windowMs }),
    };
    const client = request.headers.get('cf-connecting-ip') ?? 'unknown';
    const verdict = await countPost(limiters, path, route, request, client);
    return verdict.allowed ? request : rateLimited(verdict.retryAfterSeconds);
  },
  notFound: async (c) => (await c.env.eventContext.next()) as unknown as Response,
  around: pageHeaders,
});

import { createApplicationHandler } from './application-handler';
import { createDemoRequestHandler } from './demo-request-handler';
import { isCrossOrigin, mediaType } from './form-endpoint';
import { createNewsletterLinkHandler } from './newsletter-link-handler';
import { createNewsletterSubscribeHandler, NEWSLETTER_LINK_PATHS } from './newsletter-subscribe-handler';
import type { TokenPurpose } from './newsletter-token';
import { createNotFoundReportHandler } from './not-found-report-handler';
import type { ServerConfig, ServerPorts } from './ports';

/** An endpoint: its handler, and whether it takes uploads (the Node server caps those in flight). */
export type ApiRoute = {
  handler: (request: Request) => Promise<Response>;
  upload?: boolean;
  /** The rate limit a client's posts count against: the not-found report has its own. */
  limitBucket: 'forms' | 'not-found-report';
  /** Whether a post counts against the limit: only one the handler would read (Origin and media type pass). */
  countsAgainstLimit(request: Request): boolean;
};

/** Every endpoint by path, for either adapter; the forms share the adapter's Idempotency-Key store. */
export function apiRoutes(ports: ServerPorts, config: ServerConfig): Map<string, ApiRoute> {
  const { mail, page, now } = ports;
  const { newsletterSecret: secret, newsletterTo: deliverTo } = config;
  const options = { allowedOrigins: [config.siteOrigin], idempotency: ports.idempotency };
  const sameSite = (request: Request) => !isCrossOrigin(request, options.allowedOrigins);
  const reads = (type: string) => (request: Request) => sameSite(request) && mediaType(request) === type;
  const form = (handler: ApiRoute['handler'], type = 'application/json'): ApiRoute => ({
    limitBucket: 'forms',
    countsAgainstLimit: reads(type),
    handler,
  });
  const newsletter = { secret, siteOrigin: config.siteOrigin, recipientLimit: ports.recipientLimit, now };
  const link = (purpose: TokenPurpose): ApiRoute => ({
    // A link's button posts a form, a mail client's one-click unsubscribe a body of its choice.
    limitBucket: 'forms',
    countsAgainstLimit: sameSite,
    handler: createNewsletterLinkHandler(mail, { purpose, secret, page, now, deliverTo, log: ports.newsletterLog }),
  });
  const application = createApplicationHandler(mail, { ...options, readMultipart: ports.readMultipart });
  return new Map<string, ApiRoute>([
    ['/api/demo-request', form(createDemoRequestHandler(mail, options))],
    ['/api/application', { ...form(application, 'multipart/form-data'), upload: true }],
    ['/api/newsletter', form(createNewsletterSubscribeHandler(mail, newsletter, options))],
    [NEWSLETTER_LINK_PATHS.confirm, link('confirm')],
    [NEWSLETTER_LINK_PATHS.unsubscribe, link('unsubscribe')],
    [
      '/api/not-found-report',
      {
        limitBucket: 'not-found-report',
        countsAgainstLimit: reads('application/json'),
        handler: createNotFoundReportHandler({ ...options, log: ports.notFoundLog, page, now }),
      },
    ],
  ]);
}

import { createApplicationHandler } from './application-handler';
import { createDemoRequestHandler } from './demo-request-handler';
import { isCrossOrigin, mediaType } from './form-endpoint';
import { createNewsletterLinkHandler } from './newsletter-link-handler';
import { createNewsletterSubscribeHandler, NEWSLETTER_LINK_PATHS } from './newsletter-subscribe-handler';
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
  const options = { allowedOrigins: [config.siteOrigin], idempotency: ports.idempotency };
  const mail = ports.mail;
  const sameSite = (request: Request) => !isCrossOrigin(request, options.allowedOrigins);
  const read = (type: string) => (request: Request) => sameSite(request) && mediaType(request) === type;
  const form = { limitBucket: 'forms' as const, countsAgainstLimit: read('application/json') };
  return new Map<string, ApiRoute>([
    ['/api/demo-request', { ...form, handler: createDemoRequestHandler(mail, options) }],
    [
      '/api/application',
      {
        ...form,
        countsAgainstLimit: read('multipart/form-data'),
        handler: createApplicationHandler(mail, { ...options, readMultipart: ports.readMultipart }),
        upload: true,
      },
    ],
    [
      '/api/newsletter',
      {
        ...form,
        handler: createNewsletterSubscribeHandler(
          mail,
          {
            secret: config.newsletterSecret,
            siteOrigin: config.siteOrigin,
            recipientLimit: ports.recipientLimit,
            now: ports.now,
          },
          options,
        ),
      },
    ],
    ...(['confirm', 'unsubscribe'] as const).map((purpose): [string, ApiRoute] => [
      NEWSLETTER_LINK_PATHS[purpose],
      {
        // A link's button posts a form, a mail client's one-click unsubscribe a body of its choice.
        limitBucket: 'forms',
        countsAgainstLimit: sameSite,
        handler: createNewsletterLinkHandler(mail, {
          purpose,
          secret: config.newsletterSecret,
          deliverTo: config.newsletterTo,
          log: ports.newsletterLog,
          page: ports.page,
          now: ports.now,
        }),
      },
    ]),
    [
      '/api/not-found-report',
      {
        limitBucket: 'not-found-report',
        countsAgainstLimit: read('application/json'),
        handler: createNotFoundReportHandler({ ...options, log: ports.notFoundLog, page: ports.page, now: ports.now }),
      },
    ],
  ]);
}

import { createApplicationHandler } from './application-handler';
import { createDemoRequestHandler } from './demo-request-handler';
import { createIdempotencyStore } from './idempotency';
import { createNotFoundReportHandler } from './not-found-report-handler';
import type { MailTransport } from './mail-transport';
import { createNewsletterLinkHandler } from './newsletter-link-handler';
import type { NewsletterLog } from './newsletter-log';
import { createNewsletterSubscribeHandler, NEWSLETTER_LINK_PATHS } from './newsletter-subscribe-handler';
import type { ServerSettings } from './server-settings';
import type { ApiRoute } from './site-server';
import type { StaticSite } from './static-files';

/** What the newsletter's links need from the server: the log of used links, and the site whose pages they answer. */
export type NewsletterDependencies = { log: NewsletterLog; site: Pick<StaticSite, 'serve'> };

/**
 * The endpoints `npm start` serves beside dist/. Their paths are the defaults of
 * `siteConfig.demoEndpoint`, `siteConfig.applicationEndpoint`, `siteConfig.newsletterEndpoint`
 * and `siteConfig.notFoundReportEndpoint` (src/config.ts), plus the newsletter's two links. The
 * forms share one memory of Idempotency-Keys; posts may come from the site's origin.
 */
export function apiRoutes(
  transport: MailTransport,
  settings: Pick<ServerSettings, 'siteOrigin' | 'idempotencyMaxKeys' | 'idempotencyTtlMs' | 'uploadDir' | 'newsletter'>,
  newsletter: NewsletterDependencies,
): Map<string, ApiRoute> {
  const options = {
    allowedOrigins: [settings.siteOrigin],
    idempotency: createIdempotencyStore({ maxKeys: settings.idempotencyMaxKeys, ttlMs: settings.idempotencyTtlMs }),
  };
  return new Map([
    ['/api/demo-request', { handler: createDemoRequestHandler(transport, options), upload: false }],
    [
      '/api/application',
      { handler: createApplicationHandler(transport, { ...options, uploadDir: settings.uploadDir }), upload: true },
    ],
    [
      '/api/newsletter',
      {
        handler: createNewsletterSubscribeHandler(
          transport,
          { secret: settings.newsletter.secret, siteOrigin: settings.siteOrigin },
          options,
        ),
        upload: false,
      },
    ],
    ...(['confirm', 'unsubscribe'] as const).map((purpose): [string, ApiRoute] => [
      NEWSLETTER_LINK_PATHS[purpose],
      {
        handler: createNewsletterLinkHandler(transport, {
          purpose,
          secret: settings.newsletter.secret,
          deliverTo: settings.newsletter.to,
          log: newsletter.log,
          page: (path) => Promise.resolve(newsletter.site.serve(new Request(new URL(path, 'http://localhost')))),
        }),
        upload: false,
      },
    ]),
    ['/api/not-found-report', { handler: createNotFoundReportHandler(options), upload: false }],
  ]);
}

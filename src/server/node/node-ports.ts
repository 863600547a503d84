import { apiRoutes, type ApiRoute } from '../api-routes';
import { createIdempotencyStore } from '../idempotency';
import { jsonLineNotFoundLog } from '../not-found-report-handler';
import type { MailTransport } from '../ports';
import { memoryRecipientLimit } from '../recipient-limit';
import { nodeMultipartReader } from './multipart-upload';
import { createNewsletterLog } from './newsletter-log';
import type { ServerSettings } from './server-settings';
import type { StaticSite } from './static-files';

/** The Node server's defaults: memory for keys and recipient counts, files for the rest, pages from dist/. */
export function nodeApiRoutes(
  mail: MailTransport,
  settings: Pick<
    ServerSettings,
    'siteOrigin' | 'idempotencyMaxKeys' | 'idempotencyTtlMs' | 'uploadDir' | 'newsletter' | 'mail'
  >,
  site: Pick<StaticSite, 'serve'>,
): Map<string, ApiRoute> {
  return apiRoutes(
    {
      mail,
      idempotency: createIdempotencyStore({ maxKeys: settings.idempotencyMaxKeys, ttlMs: settings.idempotencyTtlMs }),
      newsletterLog: createNewsletterLog(settings.newsletter.logFile),
      recipientLimit: memoryRecipientLimit(),
      notFoundLog: jsonLineNotFoundLog(),
      readMultipart: nodeMultipartReader(settings.uploadDir),
      page: (path) => Promise.resolve(site.serve(new Request(new URL(path, 'http://localhost')))),
      now: Date.now,
    },
    {
      siteOrigin: settings.siteOrigin,
      newsletterSecret: settings.newsletter.secret,
      newsletterTo: settings.mail.newsletterTo,
    },
  );
}

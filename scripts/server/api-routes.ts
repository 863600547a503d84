import { createApplicationHandler } from './application-handler';
import { createDemoRequestHandler } from './demo-request-handler';
import { createIdempotencyStore } from './idempotency';
import { createNotFoundReportHandler } from './not-found-report-handler';
import type { MailTransport } from './mail-transport';
import type { ServerSettings } from './server-settings';
import type { ApiRoute } from './site-server';

/**
 * The endpoints `npm start` serves beside dist/. Their paths are the defaults of
 * `siteConfig.demoEndpoint`, `siteConfig.applicationEndpoint` and
 * `siteConfig.notFoundReportEndpoint` (src/config.ts). The forms share one memory of
 * Idempotency-Keys; posts may come from the site's origin.
 */
export function apiRoutes(
  transport: MailTransport,
  settings: Pick<ServerSettings, 'siteOrigin' | 'idempotencyMaxKeys' | 'idempotencyTtlMs' | 'uploadDir'>,
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
    ['/api/not-found-report', { handler: createNotFoundReportHandler(options), upload: false }],
  ]);
}

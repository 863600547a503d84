import { createApplicationHandler } from './application-handler';
import { createDemoRequestHandler } from './demo-request-handler';
import type { MailTransport } from './mail-transport';

/**
 * The endpoints `npm start` serves beside dist/. Their paths are the defaults of
 * `siteConfig.demoEndpoint` and `siteConfig.applicationEndpoint` (src/config.ts).
 */
export function apiRoutes(transport: MailTransport): Map<string, (request: Request) => Promise<Response>> {
  return new Map([
    ['/api/demo-request', createDemoRequestHandler(transport)],
    ['/api/application', createApplicationHandler(transport)],
  ]);
}

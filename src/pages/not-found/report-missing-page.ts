import { siteConfig } from '../../config';

/**
 * Tells the server which address was not found and where the visitor came from, so broken
 * inbound links can be found (src/server/not-found-report-handler.ts). No cookie goes with
 * it and nothing identifies the visitor; a report that fails is simply lost.
 */
export function reportMissingPage(path: string, referrer: string): void {
  void fetch(siteConfig.notFoundReportEndpoint, {
    method: 'POST',
    credentials: 'omit',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ path, referrer }),
  }).catch(() => undefined);
}

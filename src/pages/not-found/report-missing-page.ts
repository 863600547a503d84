import { siteConfig } from '../../config';

/** So broken inbound links can be found; no cookie, nothing identifying the visitor, and a failed report is lost. */
export function reportMissingPage(path: string, referrer: string): void {
  void fetch(siteConfig.notFoundReportEndpoint, {
    method: 'POST',
    credentials: 'omit',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ path, referrer }),
  }).catch(() => undefined);
}

import { isCrossOrigin, mediaType } from './form-endpoint';
import { RequestTimeoutError } from './body-deadline';
import { BodyTooLargeError, readBodyWithLimit } from './read-body';
import {
  crossOrigin,
  json,
  methodNotAllowed,
  payloadTooLarge,
  requestTimeout,
  unsupportedMediaType,
} from './responses';

/** A path and a referrer: anything longer than this is not a report. */
export const NOT_FOUND_REPORT_MAX_BYTES = 4 * 1024;
const MAX_FIELD_LENGTH = 2048;

/** What the not-found page sends (src/pages/not-found/report-missing-page.ts). */
export type NotFoundReport = { path: string; referrer: string };

/** The report when the body is one: a site path, and an http(s) address or nothing as the referrer. */
export function parseNotFoundReport(body: unknown): NotFoundReport | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const { path, referrer } = body as Record<string, unknown>;
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || path.length > MAX_FIELD_LENGTH) {
    return undefined;
  }
  if (typeof referrer !== 'string' || referrer.length > MAX_FIELD_LENGTH) return undefined;
  if (referrer !== '' && !/^https?:\/\//i.test(referrer)) return undefined;
  return { path, referrer };
}

/**
 * The endpoint the not-found page reports to, so that broken inbound links can be found in the
 * server's log: one JSON line per report (`{"event":"not-found",…}`). It records the address
 * and the referrer only, never the client's address, a cookie or any other identifier, which
 * keeps it a technical function that needs no consent. JSON.stringify escapes line breaks, so
 * a report cannot forge a second log line.
 */
export function createNotFoundReportHandler({
  allowedOrigins = [],
  log = console.log,
}: { allowedOrigins?: readonly string[]; log?: (line: string) => void } = {}) {
  return async (request: Request): Promise<Response> => {
    if (request.method !== 'POST') return methodNotAllowed();
    if (isCrossOrigin(request, allowedOrigins)) return crossOrigin();
    if (mediaType(request) !== 'application/json') return unsupportedMediaType('application/json');
    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder().decode(await readBodyWithLimit(request, NOT_FOUND_REPORT_MAX_BYTES)));
    } catch (error) {
      if (error instanceof BodyTooLargeError) return payloadTooLarge(error.limit);
      if (error instanceof RequestTimeoutError) return requestTimeout();
      return json(400, { error: 'invalid-report' });
    }
    const report = parseNotFoundReport(body);
    if (!report) return json(400, { error: 'invalid-report' });
    log(
      JSON.stringify({
        event: 'not-found',
        path: report.path,
        referrer: report.referrer,
        at: new Date().toISOString(),
      }),
    );
    return new Response(null, { status: 204 });
  };
}

import { isCrossOrigin, mediaType } from './form-endpoint';
import type { NotFoundLog } from './ports';
import { BodyTooLargeError, readBodyWithLimit, RequestTimeoutError } from './read-body';
import {
  crossOrigin,
  json,
  methodNotAllowed,
  payloadTooLarge,
  requestTimeout,
  storageFailed,
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
 * Reports as lines of the server's log (the Node server's default): one JSON line each
 * (`{"event":"not-found",…}`). JSON.stringify escapes line breaks, so a report cannot forge a
 * second log line.
 */
export function jsonLineNotFoundLog(write: (line: string) => void = console.log): NotFoundLog {
  return {
    record(report) {
      write(JSON.stringify({ event: 'not-found', ...report }));
      return Promise.resolve();
    },
  };
}

/**
 * The endpoint the not-found page reports to, so that broken inbound links can be found: it
 * records the address and the referrer only, never the client's address, a cookie or any other
 * identifier, which keeps it a technical function that needs no consent.
 */
export function createNotFoundReportHandler({
  allowedOrigins = [],
  log = jsonLineNotFoundLog(),
  now = Date.now,
}: { allowedOrigins?: readonly string[]; log?: NotFoundLog; now?: () => number } = {}) {
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
    try {
      await log.record({ path: report.path, referrer: report.referrer, at: new Date(now()).toISOString() });
    } catch (error) {
      console.error('Recording a not-found report failed', error);
      return storageFailed();
    }
    return new Response(null, { status: 204 });
  };
}

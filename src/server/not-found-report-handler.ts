import { isCrossOrigin, mediaType, readFailure } from './form-endpoint';
import { orUndefined } from './or-undefined';
import type { NotFoundLog } from './ports';
import { readBodyWithLimit } from './read-body';
import { crossOrigin, json, methodNotAllowed, storageFailed, unsupportedMediaType } from './responses';

/** A path and a referrer: anything longer than this is not a report. */
export const NOT_FOUND_REPORT_MAX_BYTES = 4 * 1024;
const MAX_FIELD_LENGTH = 2048;

export type NotFoundReport = { path: string; referrer: string };

function isWebAddress(referrer: string): boolean {
  // The URL parser would read `https:///path` as the host `path`.
  if (!/^https?:\/\/[^/\\]/i.test(referrer)) return false;
  const url = orUndefined(() => new URL(referrer));
  return (url?.protocol === 'http:' || url?.protocol === 'https:') && url.hostname !== '';
}

/** Everything outside printable ASCII (bidi overrides included) as `\uXXXX`, for a log read by people. */
export function printableAscii(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export function parseNotFoundReport(body: unknown): NotFoundReport | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const { path, referrer } = body as Record<string, unknown>;
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || path.length > MAX_FIELD_LENGTH) {
    return undefined;
  }
  if (typeof referrer !== 'string' || referrer.length > MAX_FIELD_LENGTH) return undefined;
  if (referrer !== '' && !isWebAddress(referrer)) return undefined;
  return { path, referrer };
}

/** JSON.stringify escapes line breaks, so a report cannot forge a second log line. */
export function jsonLineNotFoundLog(write: (line: string) => void = console.log): NotFoundLog {
  return {
    record(report) {
      write(JSON.stringify({ event: 'not-found', ...report }));
      return Promise.resolve();
    },
  };
}

/** No client address, cookie or identifier is kept: a technical function that needs no consent. */
export function createNotFoundReportHandler({
  allowedOrigins = [],
  log = jsonLineNotFoundLog(),
  page,
  now = Date.now,
}: {
  allowedOrigins?: readonly string[];
  log?: NotFoundLog;
  /** The site as its static side answers: a path it does not answer 404 to is not recorded. */
  page?: (path: string) => Promise<Response>;
  now?: () => number;
} = {}) {
  /** Whether the site answers 404 to the path (when it cannot tell, the report is kept). */
  async function isMissing(path: string): Promise<boolean> {
    if (!page) return true;
    try {
      const response = await page(path);
      await response.body?.cancel();
      return response.status === 404;
    } catch {
      return true;
    }
  }

  return async (request: Request): Promise<Response> => {
    if (request.method !== 'POST') return methodNotAllowed();
    if (isCrossOrigin(request, allowedOrigins)) return crossOrigin();
    if (mediaType(request) !== 'application/json') return unsupportedMediaType('application/json');
    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder().decode(await readBodyWithLimit(request, NOT_FOUND_REPORT_MAX_BYTES)));
    } catch (error) {
      return readFailure(error) ?? json(400, { error: 'invalid-report' });
    }
    const report = parseNotFoundReport(body);
    if (!report) return json(400, { error: 'invalid-report' });
    // A page the site has is not a broken link, whoever says so: answered alike, not recorded.
    if (!(await isMissing(report.path))) return new Response(null, { status: 204 });
    try {
      await log.record({
        path: printableAscii(report.path),
        referrer: printableAscii(report.referrer),
        at: new Date(now()).toISOString(),
      });
    } catch (error) {
      console.error('Recording a not-found report failed', error);
      return storageFailed();
    }
    return new Response(null, { status: 204 });
  };
}

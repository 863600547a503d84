import { describe, expect, it } from 'vitest';
import {
  createNotFoundReportHandler,
  jsonLineNotFoundLog,
  NOT_FOUND_REPORT_MAX_BYTES,
  parseNotFoundReport,
} from './not-found-report-handler';

const URL_ = 'http://localhost/api/not-found-report';

function post(body: BodyInit, headers: Record<string, string> = {}): Request {
  return new Request(URL_, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body });
}

/** A handler whose log lines are kept. */
function recordingHandler() {
  const lines: string[] = [];
  const handler = createNotFoundReportHandler({
    allowedOrigins: ['https://www.talvera.example'],
    log: jsonLineNotFoundLog((line) => lines.push(line)),
  });
  return { handler, lines };
}

describe('a report of a missing page', () => {
  it('is logged as one JSON line with the path and the referrer, and answered 204', async () => {
    const { handler, lines } = recordingHandler();
    const response = await handler(
      post(JSON.stringify({ path: '/en/old-pricing/?ref=mail', referrer: 'https://partner.example/blog' })),
    );

    expect(response.status).toBe(204);
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] ?? '') as Record<string, unknown>;
    expect(entry).toMatchObject({
      event: 'not-found',
      path: '/en/old-pricing/?ref=mail',
      referrer: 'https://partner.example/blog',
    });
    expect(Object.keys(entry).sort()).toEqual(['at', 'event', 'path', 'referrer']);
  });

  it('keeps a path with line breaks on one line, so it cannot forge another entry', async () => {
    const { handler, lines } = recordingHandler();
    await handler(post(JSON.stringify({ path: '/en/x\n{"event":"forged"}', referrer: '' })));

    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('\n');
    expect((JSON.parse(lines[0] ?? '') as { path: string }).path).toBe('/en/x\\u000a{"event":"forged"}');
  });

  it('accepts the site origin and refuses another one', async () => {
    const { handler } = recordingHandler();
    const body = JSON.stringify({ path: '/it/x/', referrer: '' });
    expect((await handler(post(body, { Origin: 'https://www.talvera.example' }))).status).toBe(204);
    expect((await handler(post(body, { Origin: 'https://evil.example' }))).status).toBe(403);
  });
});

describe('anything else', () => {
  it.each([
    ['not JSON', '{'],
    ['an array', '[]'],
    ['no path', JSON.stringify({ referrer: '' })],
    ['a relative path', JSON.stringify({ path: 'en/x', referrer: '' })],
    ['another host as the path', JSON.stringify({ path: '//evil.example/x', referrer: '' })],
    ['a script as the referrer', JSON.stringify({ path: '/en/x', referrer: 'javascript:alert(1)' })],
    ['a number as the referrer', JSON.stringify({ path: '/en/x', referrer: 3 })],
  ])('gets 400 and logs nothing: %s', async (_name, body) => {
    const { handler, lines } = recordingHandler();
    const response = await handler(post(body));
    expect(response.status).toBe(400);
    expect(lines).toEqual([]);
  });

  it('gets 413 when larger than a report can be', async () => {
    const { handler, lines } = recordingHandler();
    const path = `/${'a'.repeat(NOT_FOUND_REPORT_MAX_BYTES)}`;
    expect((await handler(post(JSON.stringify({ path, referrer: '' })))).status).toBe(413);
    expect(lines).toEqual([]);
  });

  it('gets 405 for another method and 415 for another media type', async () => {
    const { handler } = recordingHandler();
    expect((await handler(new Request(URL_))).status).toBe(405);
    expect((await handler(post('path=/x', { 'Content-Type': 'application/x-www-form-urlencoded' }))).status).toBe(415);
  });
});

describe('parseNotFoundReport', () => {
  it('keeps an empty referrer and caps each field', () => {
    expect(parseNotFoundReport({ path: '/en/x/', referrer: '' })).toEqual({ path: '/en/x/', referrer: '' });
    expect(parseNotFoundReport({ path: `/${'a'.repeat(2048)}`, referrer: '' })).toBeUndefined();
  });
});

describe('what a not-found report may put in the log', () => {
  /** A site with one page, /en/pricing/, as its static side answers. */
  const site = (path: string) =>
    Promise.resolve(
      new Response('page', { status: new URL(path, 'http://x').pathname === '/en/pricing/' ? 200 : 404 }),
    );

  function handlerOverSite() {
    const lines: string[] = [];
    const handler = createNotFoundReportHandler({ log: jsonLineNotFoundLog((line) => lines.push(line)), page: site });
    return { handler, lines };
  }

  it('writes everything outside printable ASCII as \\uXXXX', async () => {
    const { handler, lines } = handlerOverSite();
    const path = '/a\u001b[31mRED\u2028\u2029\u202eevil\u0000é';
    const response = await handler(post(JSON.stringify({ path, referrer: 'https://x.example/\u0085' })));
    expect(response.status).toBe(204);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^[\x20-\x7e]+$/);
    const entry = JSON.parse(lines[0] ?? '') as { path: string; referrer: string };
    expect(entry.path).toBe('/a\\u001b[31mRED\\u2028\\u2029\\u202eevil\\u0000\\u00e9');
    expect(entry.referrer).toBe('https://x.example/\\u0085');
  });

  it('records only paths the site answers 404 to, and answers the others alike', async () => {
    const { handler, lines } = handlerOverSite();
    expect((await handler(post(JSON.stringify({ path: '/en/pricing/', referrer: '' })))).status).toBe(204);
    expect((await handler(post(JSON.stringify({ path: '/en/pricing/?x=1', referrer: '' })))).status).toBe(204);
    expect(lines).toEqual([]);
    expect((await handler(post(JSON.stringify({ path: '/en/old/', referrer: '' })))).status).toBe(204);
    expect(lines).toHaveLength(1);
  });

  it('refuses a referrer that is not an http(s) address with a host', async () => {
    const { handler, lines } = handlerOverSite();
    for (const referrer of ['http://', 'https:///path', 'https:', 'javascript:alert(1)', 'ftp://x.example/']) {
      expect((await handler(post(JSON.stringify({ path: '/en/old/', referrer })))).status).toBe(400);
    }
    expect(lines).toEqual([]);
  });
});

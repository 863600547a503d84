/**
 * The hostile traffic of the fuzz runs: the same requests go to the Node server
 * (server-probe.ts fuzz) and to the Pages Functions in workerd (workerd-fuzz.ts). Request
 * `index` is fixed by the samples, so a seed replays a run.
 */
import fc from 'fast-check';
import { anyFieldValue, demoBody, headerValue, multipartPart } from '../../src/server/__fixtures__/hostile-requests';
import { rawRequest, statusOf } from '../../src/server/__fixtures__/test-server';

/** Request lines that no HTTP client would send; every tenth request is one of them, sent raw. */
export const RAW_CASES = [
  'GET /%ff HTTP/1.1',
  'GET /en/%e9 HTTP/1.1',
  'GET /api/%ff HTTP/1.1',
  'GET /% HTTP/1.1',
  'GET //[ HTTP/1.1',
  'GET http://[ HTTP/1.1',
  'GET //a:b@[x]/ HTTP/1.1',
  'GET /.//evil.example/..%2fen HTTP/1.1',
  'FOO / HTTP/1.1',
  `GET /${'a'.repeat(10_000)} HTTP/1.1`,
  'POST /api/demo-request HTTP/1.1\r\nContent-Length: abc',
  'POST /api/application HTTP/1.1\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 99999999999',
];

const METHODS = ['GET', 'POST', 'PUT', 'HEAD', 'OPTIONS', 'DELETE', 'PATCH', 'POST', 'POST'];

export type HostileTraffic = ReturnType<typeof sampleHostileTraffic>;

/** `count` requests' worth of hostile paths, bodies, header values and multipart parts. */
export function sampleHostileTraffic(count: number, seed?: number) {
  const run = (offset: number, numRuns = count) => ({
    numRuns,
    ...(seed === undefined ? {} : { seed: seed + offset }),
  });
  return {
    count,
    paths: fc.sample(
      fc.oneof(
        fc.constantFrom('/api/demo-request', '/api/application', '/api/newsletter', '/api/not-found-report', '/en/'),
        fc.constantFrom('/api/newsletter/confirm?token=x.y', '/pricing/x/', '/_headers'),
        fc.string({ unit: 'binary-ascii', maxLength: 60 }).map((text) => `/${encodeURI(text).replace(/%25/g, '%')}`),
      ),
      run(0),
    ),
    bodies: fc.sample(
      fc.oneof(
        demoBody.map((body) => JSON.stringify(body)),
        anyFieldValue.map(String),
      ),
      run(1),
    ),
    // Printable header values (ASCII 0x20–0x7e): the client refuses to send others at all.
    headers: fc.sample(headerValue, run(2, count * 2)).map((value) => value.replace(/[^\x20-\x7e]/g, '')),
    parts: fc.sample(fc.array(multipartPart, { maxLength: 6 }), run(3)),
  };
}

/** What request `index` is, to replay it by hand. */
export function describeRequest(traffic: HostileTraffic, index: number): string {
  return index % 10 === 0
    ? `raw: ${JSON.stringify(RAW_CASES[(index / 10) % RAW_CASES.length])}`
    : JSON.stringify({
        method: METHODS[index % METHODS.length],
        path: traffic.paths[index],
        body: traffic.bodies[index],
        parts: index % 3 === 0 ? traffic.parts[index] : undefined,
        contentType: traffic.headers[index],
        origin: traffic.headers[traffic.count + index],
      }).slice(0, 4000);
}

/**
 * The answers of a run: statuses (0: the raw request got none), requests the client refused to
 * send, lost ones, and those of them the client gave up waiting for.
 */
export type FuzzTally = {
  statuses: Map<number, number>;
  clientRefused: number;
  networkErrors: number;
  timedOut: number;
};

export const newTally = (): FuzzTally => ({ statuses: new Map(), clientRefused: 0, networkErrors: 0, timedOut: 0 });

const note = (tally: FuzzTally, status: number) => tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);

/** Sends request `index` to the server at `origin`, with `clientHeaders` on it, and notes the outcome. */
export async function sendHostileRequest(
  traffic: HostileTraffic,
  index: number,
  origin: string,
  tally: FuzzTally,
  {
    clientHeaders = {},
    rawTimeoutMs = 3000,
    answerTimeoutMs,
  }: { clientHeaders?: Record<string, string>; rawTimeoutMs?: number; answerTimeoutMs?: number } = {},
): Promise<void> {
  const { count, paths, bodies, headers, parts } = traffic;
  if (index % 10 === 0) {
    const line = RAW_CASES[(index / 10) % RAW_CASES.length] ?? '';
    const extra = Object.entries(clientHeaders).map(([name, value]) => `${name}: ${value}\r\n`);
    const request = `${line}\r\nHost: localhost\r\n${extra.join('')}Connection: close\r\n\r\n`;
    note(tally, statusOf(await rawRequest(Number(new URL(origin).port), request, rawTimeoutMs)));
    return;
  }
  const method = METHODS[index % METHODS.length] ?? 'GET';
  const multipart = index % 3 === 0 && method === 'POST';
  let body: BodyInit | undefined;
  if (multipart) {
    const form = new FormData();
    for (const part of parts[index] ?? []) {
      if (part.kind === 'field') form.append(part.name, part.value);
      else form.append(part.name, new File([Buffer.from(part.bytes)], part.filename), part.filename);
    }
    body = form;
  } else if (method !== 'GET' && method !== 'HEAD') body = bodies[index];
  const path = multipart ? '/api/application' : (paths[index] ?? '/');
  try {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: {
        ...(multipart ? {} : { 'Content-Type': index % 2 ? 'application/json' : (headers[index] ?? '') }),
        Origin: index % 7 === 0 ? (headers[count + index] ?? '') : origin,
        ...clientHeaders,
        ...(index % 5 === 0 ? { 'Idempotency-Key': headers[count + index] ?? '' } : {}),
      },
      body,
      redirect: 'manual',
      ...(answerTimeoutMs === undefined ? {} : { signal: AbortSignal.timeout(answerTimeoutMs) }),
    });
    await response.arrayBuffer();
    note(tally, response.status);
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code === 'UND_ERR_INVALID_ARG' || (error instanceof TypeError && /URL|header/i.test(error.message))) {
      tally.clientRefused += 1;
    } else {
      tally.networkErrors += 1;
      if (error instanceof DOMException && error.name === 'TimeoutError') tally.timedOut += 1;
    }
  }
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

// Node's side of the router (api-app.ts). Not @hono/node-server's bridge: it reads a body with
// `Readable.toWeb(incoming)` itself, so an endpoint that stops reading at its limit would destroy
// the connection before its 413 is written (webBody below), and it has no lingering close.

/**
 * The URL a request names, on the origin the client addressed (its Host header), or undefined
 * when the request-target cannot be a URL (`//[`, `*`, `en/`). An absolute-form target
 * (`GET http://other.example/en/`) keeps only its path: the Host header names the site.
 */
export function requestUrl(
  target: string | undefined,
  host: string | undefined,
  fallbackOrigin: string,
): URL | undefined {
  let path = target ?? '/';
  if (!path.startsWith('/')) {
    if (!/^https?:\/\//i.test(path)) return undefined;
    try {
      const absolute = new URL(path);
      path = `${absolute.pathname}${absolute.search}`;
    } catch {
      return undefined;
    }
  }
  let origin = fallbackOrigin;
  if (host && /^[A-Za-z0-9.:[\]-]+$/.test(host)) {
    try {
      origin = new URL(`http://${host}`).origin;
    } catch {
      origin = fallbackOrigin;
    }
  }
  try {
    const url = new URL(`${origin}${path}`);
    return url.origin === origin ? url : undefined;
  } catch {
    return undefined;
  }
}

/** Node's request as a web-standard Request, so handlers run unchanged on serverless hosts. */
export function toWebRequest(
  request: IncomingMessage,
  url: URL,
  body: ReadableStream<Uint8Array> | undefined,
  signal?: AbortSignal,
): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    try {
      if (typeof value === 'string') headers.set(name, value);
      else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    } catch {
      // A header value the fetch standard refuses (Node accepts a wider set): left out.
    }
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && body !== undefined;
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? body : undefined,
    duplex: hasBody ? 'half' : undefined,
    signal,
  } as RequestInit);
}

/**
 * The request body as a web stream (nothing is read until the handler reads it). Through a
 * PassThrough: a handler that stops reading (a body past its limit) cancels the web stream, and
 * `Readable.toWeb` then destroys the stream it reads, which for the request itself would destroy
 * the connection before the 413 is written. The request is left paused instead, and its rest
 * is dropped once the answer is sent (lingerBeforeClosing).
 */
export function webBody(request: IncomingMessage): ReadableStream<Uint8Array> {
  return Readable.toWeb(request.pipe(new RequestBody())) as ReadableStream<Uint8Array>;
}

/**
 * The PassThrough a request body is read through. When the handler cancels the web stream,
 * `Readable.toWeb` destroys it but leaves its 'data' listener on it, and a resume it had already
 * scheduled then hands one more chunk to the closed web stream: an uncaught ERR_INVALID_STATE,
 * "Controller is already closed" (nodejs/node#64529, open from Node 20 to 24; one 60 MB upload
 * in 16 refused with 413 logged it). Destroyed, this one stops flowing and drops that listener.
 */
class RequestBody extends PassThrough {
  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.pause();
    this.removeAllListeners('data');
    callback(error);
  }
}

/** How long a connection answered before its body ended goes on taking what the client still sends. */
const LINGER_MS = 2_000;

/**
 * A lingering close (RFC 9112, 9.6). Node destroys a `Connection: close` socket once the answer
 * is written; while the client is still sending its body (a 60 MB upload refused with 413), the
 * bytes that then arrive make the kernel reset the connection, and a reset can drop the answer
 * before the client has read it: the client sees a network error, not the 413. Instead the
 * answer is followed by a half close, and the rest of the body is read and dropped until the
 * client closes its side, for at most LINGER_MS.
 */
function lingerBeforeClosing(request: IncomingMessage): void {
  const socket = request.socket as Socket | null;
  if (!socket) return;
  socket.destroySoon = function lingeringClose(this: Socket) {
    // The handler is done with the body: what still arrives goes nowhere, not into its web
    // stream (webBody), which is closed and would refuse it.
    request.unpipe();
    request.resume();
    this.end();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once('end', () => this.destroy());
    this.once('close', () => {
      clearTimeout(timer);
    });
  };
}

/**
 * Writes a web-standard Response to Node's response, streaming its body; HEAD gets the headers
 * only. A request whose body was not read to its end gets `Connection: close`, so that the
 * unread rest cannot be taken for the next request. Does nothing when an answer was already
 * sent (the idle deadline answers 408 on its own).
 */
export async function sendWebResponse(
  response: Response,
  request: IncomingMessage,
  target: ServerResponse,
): Promise<void> {
  if (target.headersSent || target.destroyed) {
    await response.body?.cancel().catch(() => undefined);
    return;
  }
  target.statusCode = response.status;
  response.headers.forEach((value, name) => {
    target.setHeader(name, value);
  });
  if (!request.complete && request.method !== 'GET' && request.method !== 'HEAD') {
    target.setHeader('Connection', 'close');
    lingerBeforeClosing(request);
  }
  if (!response.body || request.method === 'HEAD') {
    await response.body?.cancel().catch(() => undefined);
    target.end();
    return;
  }
  try {
    await pipeline(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream<Uint8Array>), target);
  } catch (error) {
    // The client went away while the body was being sent: nothing to answer, nothing to log.
    if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
  }
}

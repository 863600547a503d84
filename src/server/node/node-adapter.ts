import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { orUndefined } from '../or-undefined';

// Not @hono/node-server: its bridge reads the body with Readable.toWeb(incoming), so a handler that
// stops at its limit destroys the connection before the 413 is written, and it has no lingering close.

/** On the Host header's origin (an absolute-form target keeps only its path); undefined when no URL. */
export function requestUrl(target = '/', host: string | undefined, fallbackOrigin: string): URL | undefined {
  let path: string | undefined = target;
  if (!target.startsWith('/')) {
    const absolute = /^https?:\/\//i.test(target) ? orUndefined(() => new URL(target)) : undefined;
    path = absolute && `${absolute.pathname}${absolute.search}`;
  }
  if (path === undefined) return undefined;
  const hostOrigin =
    host && /^[A-Za-z0-9.:[\]-]+$/.test(host) ? orUndefined(() => new URL(`http://${host}`).origin) : undefined;
  const origin = hostOrigin ?? fallbackOrigin;
  const url = orUndefined(() => new URL(`${origin}${path}`));
  return url?.origin === origin ? url : undefined;
}

export function toWebRequest(request: IncomingMessage, url: URL, body?: ReadableStream<Uint8Array>): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    try {
      if (typeof value === 'string') headers.set(name, value);
      else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    } catch {
      // A value the fetch standard refuses (Node accepts more) is left out.
    }
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && body !== undefined;
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? body : undefined,
    duplex: hasBody ? 'half' : undefined,
  } as RequestInit);
}

/** Through a PassThrough: a cancelled web stream destroys it, not the request (and its connection). */
export function webBody(request: IncomingMessage): ReadableStream<Uint8Array> {
  return Readable.toWeb(request.pipe(new RequestBody())) as ReadableStream<Uint8Array>;
}

/** Readable.toWeb's 'data' listener outlives a destroy: without this, an uncaught ERR_INVALID_STATE. */
class RequestBody extends PassThrough {
  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.pause();
    this.removeAllListeners('data');
    callback(error);
  }
}

const LINGER_MS = 2_000;

/** Destroying a socket the client still sends to resets it (losing the 413): half close and drain, for LINGER_MS. */
function lingerBeforeClosing(request: IncomingMessage): void {
  const socket = request.socket as Socket | null;
  if (!socket) return;
  socket.destroySoon = function lingeringClose(this: Socket) {
    // Not into the body's web stream, which is closed and would refuse it.
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
 * A body not read to its end gets `Connection: close`, so its rest is not taken for the next request;
 * nothing is written when the idle deadline already answered 408.
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
    if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
  }
}

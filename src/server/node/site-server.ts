import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { apiApp } from '../api-app';
import type { ApiRoute } from '../api-routes';
import { withDeadlines } from './body-deadline';
import { limitConnections } from './connection-limits';
import { createConnectionQueue } from './connection-queue';
import { createDiskRoom } from './disk-room';
import { closeIfDrainStalls } from './drain-watch';
import { requestUrl, sendWebResponse, toWebRequest, webBody } from './node-adapter';
import { clientKey, countPost } from '../post-limits';
import { clientAddress, createRateLimiter } from './rate-limit';
import type { ServerSettings } from './server-settings';
import type { StaticSite } from './static-files';

type NodeEnv = { Bindings: { incoming: IncomingMessage; outgoing: ServerResponse; url: URL } };

/** A refused post's body up to this declared size is drained so the client reads the answer; larger ones close. */
const MAX_DRAINED_BYTES = 16 * 1024 * 1024;

const MAX_REQUESTS_PER_CONNECTION = 100;
const MAX_QUEUED_PER_CONNECTION = 16;
const MAX_URL_LENGTH = 8 * 1024;
/** A full disk does not clear in seconds: the form asks to try again in 10 minutes. */
const DISK_FULL_RETRY_SECONDS = 600;

/** Written straight to Node's response: the refusals that come before, or instead of, an endpoint's answer. */
function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string>, extra?: Headers) {
  if (res.headersSent || res.destroyed) return;
  extra?.forEach((value, name) => res.setHeader(name, value));
  const json = typeof body !== 'string';
  const type = json ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8';
  res.writeHead(status, { 'Content-Type': type, ...headers });
  res.end(json ? JSON.stringify(body) : body);
}

/** The listener of `npm start`; nothing a request does can reach the process (every error is answered). */
export function createSiteServer(
  site: StaticSite,
  api: ReadonlyMap<string, ApiRoute>,
  limits: ServerSettings,
  fallbackOrigin = 'http://localhost',
): Server {
  const windowMs = limits.rateLimitWindowMs;
  const postLimiters = {
    perClient: createRateLimiter({ max: limits.rateLimitMax, windowMs, maxClients: limits.rateLimitClients }),
    perEndpoint: createRateLimiter({ max: limits.rateLimitEndpointMax, windowMs, maxClients: api.size }),
  };
  let uploads = 0;
  const uploadsByClient = new Map<string, number>();
  const diskRoom = createDiskRoom(
    [limits.mail.smtpUrl ? limits.mail.spoolDir : limits.mail.outboxDir, limits.uploadDir],
    limits.minFreeDiskBytes,
  );
  const applicationBytes = createRateLimiter({
    max: limits.applicationBytesPerClientPerDay,
    windowMs: 24 * 60 * 60 * 1000,
    maxClients: limits.rateLimitClients,
  });

  /** Rate limits, disk room, upload caps and body deadlines; a refusal is written straight to Node's response. */
  async function admit({ incoming, outgoing, url }: NodeEnv['Bindings'], request: Request, route: ApiRoute) {
    const siteHeaders = site.headersFor(url.pathname);
    const refuse = (status: 429 | 503, seconds: number) => {
      const body = { error: status === 429 ? 'rate-limited' : 'busy', retryAfterSeconds: seconds };
      const declared = Number(incoming.headers['content-length'] ?? Number.NaN);
      const drained = incoming.complete || declared <= MAX_DRAINED_BYTES;
      const headers = { 'Retry-After': String(seconds), ...(drained ? {} : { Connection: 'close' }) };
      send(outgoing, status, body, headers, siteHeaders);
      return new Response(null, { status });
    };
    if (incoming.method === 'POST') {
      const client = clientAddress(
        incoming.socket.remoteAddress,
        incoming.headers['x-forwarded-for'],
        limits.trustProxy,
      );
      const verdict = await countPost(postLimiters, url.pathname, route, request, client);
      if (!verdict.allowed) return refuse(429, verdict.retryAfterSeconds);
      if (!diskRoom.hasRoom()) {
        console.error(`Form post refused: less than ${String(limits.minFreeDiskBytes)} bytes free for the outbox`);
        return refuse(503, DISK_FULL_RETRY_SECONDS);
      }
      if (route.upload) {
        const uploadClient = clientKey(client);
        const clientUploads = uploadsByClient.get(uploadClient) ?? 0;
        if (uploads >= limits.maxConcurrentUploads || clientUploads >= limits.maxUploadsPerClient) {
          return refuse(503, limits.busyRetryAfterSeconds);
        }
        // Charged only once the upload is taken: a 503 costs the client nothing.
        const declared = Number(incoming.headers['content-length']);
        const budget = applicationBytes.hit(
          uploadClient,
          Date.now(),
          Number.isFinite(declared) ? declared : MAX_DRAINED_BYTES,
        );
        if (!budget.allowed) return refuse(429, budget.retryAfterSeconds);
        uploads += 1;
        uploadsByClient.set(uploadClient, clientUploads + 1);
        outgoing.once('close', () => {
          uploads -= 1;
          const left = (uploadsByClient.get(uploadClient) ?? 1) - 1;
          if (left > 0) uploadsByClient.set(uploadClient, left);
          else uploadsByClient.delete(uploadClient);
        });
      }
    }

    const deadlines = withDeadlines(webBody(incoming), {
      idleMs: limits.idleTimeoutMs,
      totalMs: route.upload ? limits.requestTimeoutMs : limits.jsonRequestTimeoutMs,
      minBytesPerSecond: limits.minBodyBytesPerSecond,
      rateWindowMs: limits.bodyRateWindowMs,
      onTimeout: () => {
        send(outgoing, 408, { error: 'request-timeout' }, { Connection: 'close' }, siteHeaders);
        setImmediate(() => {
          (incoming.socket as typeof incoming.socket | null)?.destroy();
        });
      },
    });
    // A connection closed mid-body fails the handler's read at once, so it releases its temporary file.
    outgoing.once('close', () => {
      deadlines.abort(new Error('The client closed the connection before the body ended'));
    });
    return toWebRequest(incoming, url, deadlines.body);
  }

  const app = apiApp<NodeEnv>({
    routes: () => api,
    admit: (c, route) => admit(c.env, c.req.raw, route),
    notFound: (c) => site.serve(c.req.raw),
  });

  async function handle(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
    if ((incoming.url ?? '').length > MAX_URL_LENGTH) {
      send(outgoing, 414, 'URI too long', { Connection: 'close' });
      return;
    }
    const url = requestUrl(incoming.url, incoming.headers.host, fallbackOrigin);
    if (!url) {
      send(outgoing, 400, 'Bad request: invalid request-target', { Connection: 'close' });
      return;
    }
    const response = await app.fetch(toWebRequest(incoming, url), { incoming, outgoing, url });
    // The static site's answers carry `_headers` already; an endpoint's get those it does not set itself.
    if (api.has(url.pathname)) {
      site.headersFor(url.pathname).forEach((value, name) => {
        if (!response.headers.has(name)) response.headers.set(name, value);
      });
    }
    await sendWebResponse(response, incoming, outgoing);
  }

  const connectionQueue = createConnectionQueue(MAX_QUEUED_PER_CONNECTION);

  // Node checks its deadlines every 30 s unless told.
  const checkingInterval = Math.min(5000, Math.max(100, limits.headersTimeoutMs / 2));
  const server = createServer({ connectionsCheckingInterval: checkingInterval }, (incoming, outgoing) => {
    incoming.on('error', () => undefined);
    const socket = incoming.socket;
    const queued = connectionQueue.run(socket, async () => {
      if (socket.destroyed) return;
      try {
        await handle(incoming, outgoing);
        closeIfDrainStalls(incoming, {
          minBytesPerSecond: limits.minBodyBytesPerSecond,
          windowMs: limits.bodyRateWindowMs,
        });
      } catch (error) {
        console.error('Request failed', error);
        if (outgoing.headersSent || outgoing.destroyed) outgoing.destroy();
        else send(outgoing, 500, 'Internal error', { Connection: 'close' });
      }
    });
    if (!queued) socket.destroy();
  });

  // No 'clientError' listener: Node answers its parser's errors itself (400, 431, 408 past headersTimeout).
  // Past the body deadline, which answers 408 itself.
  server.maxRequestsPerSocket = MAX_REQUESTS_PER_CONNECTION;
  server.requestTimeout = limits.requestTimeoutMs + 5000;
  server.headersTimeout = Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs);
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  // Node's maxConnections for all; Node has no per-client cap.
  limitConnections(server, {
    maxConnections: limits.maxConnections,
    maxConnectionsPerClient: limits.trustProxy > 0 ? 0 : limits.maxConnectionsPerClient,
  });
  return server;
}

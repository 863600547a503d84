/**
 * Counts requests per client in fixed windows, in bounded memory: past `maxClients`, the
 * client seen longest ago is forgotten (Map keeps insertion order; a hit re-inserts).
 */
export type RateLimiter = {
  /** Counts one request; answers how long to wait when it is over the limit. */
  hit(client: string, now?: number): { allowed: true } | { allowed: false; retryAfterSeconds: number };
  readonly size: number;
};

export function createRateLimiter(options: { max: number; windowMs: number; maxClients: number }): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    hit(client, now = Date.now()) {
      let window = windows.get(client);
      if (window && now - window.start >= options.windowMs) window = undefined;
      windows.delete(client);
      window ??= { start: now, count: 0 };
      window.count += 1;
      windows.set(client, window);
      while (windows.size > options.maxClients) {
        const oldest = windows.keys().next().value;
        if (oldest === undefined) break;
        windows.delete(oldest);
      }
      if (window.count <= options.max) return { allowed: true };
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((window.start + options.windowMs - now) / 1000)),
      };
    },
    get size() {
      return windows.size;
    },
  };
}

/**
 * The client a request comes from: the socket's address, or, behind `trustProxy` proxies, the
 * address the outermost trusted proxy saw (that many entries from the end of X-Forwarded-For).
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustProxy: number,
): string {
  const direct = socketAddress ?? 'unknown';
  if (trustProxy === 0 || forwardedFor === undefined) return direct;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor)
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return hops[hops.length - trustProxy] ?? hops[0] ?? direct;
}

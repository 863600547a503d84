import type { RateVerdict } from '../ports';

type Window = { start: number; count: number };

/** `max` posts (or bytes, by `cost`) per window; past `maxClients` the oldest goes, never one at its limit. */
export type RateLimiter = {
  hit(client: string, now?: number, cost?: number): RateVerdict;
  readonly size: number;
};

export function createRateLimiter(options: { max: number; windowMs: number; maxClients: number }): RateLimiter {
  const counting = new Map<string, Window>();
  const refused = new Map<string, Window>();
  const ended = (window: Window, now: number) => now - window.start >= options.windowMs;
  const refusal = (window: Window, now: number) => ({
    allowed: false as const,
    retryAfterSeconds: Math.max(1, Math.ceil((window.start + options.windowMs - now) / 1000)),
  });

  return {
    hit(client, now = Date.now(), cost = 1) {
      // Clients go over their limit in time order, so ended windows gather at the front.
      for (const [oldest, window] of refused) {
        if (!ended(window, now)) break;
        refused.delete(oldest);
      }
      const held = refused.get(client);
      if (held && !ended(held, now)) return refusal(held, now);
      refused.delete(client);

      let window = counting.get(client);
      if (window && ended(window, now)) window = undefined;
      counting.delete(client);
      window ??= { start: now, count: 0 };
      if (window.count + cost > options.max) {
        if (window.count >= options.max) refused.set(client, window);
        else counting.set(client, window);
        return refusal(window, now);
      }
      window.count += cost;
      counting.set(client, window);
      while (counting.size > options.maxClients) {
        const oldest = counting.keys().next().value;
        if (oldest === undefined) break;
        counting.delete(oldest);
      }
      return { allowed: true };
    },
    get size() {
      return counting.size + refused.size;
    },
  };
}

/** Behind `trustProxy` proxies, that many X-Forwarded-For entries from the end. */
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

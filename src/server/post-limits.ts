import ipaddr from 'ipaddr.js';
import type { ApiRoute } from './api-routes';
import type { RateLimiter, RateVerdict } from './ports';

/** An IPv6 address by its /64: one host may use all of it; an IPv4-mapped one by its IPv4 address. */
export function clientKey(address: string): string {
  const bare = address
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '')
    .toLowerCase();
  if (!ipaddr.IPv6.isValid(bare)) return bare;
  const ip = ipaddr.IPv6.parse(bare);
  if (ip.isIPv4MappedAddress()) return ip.toIPv4Address().toString();
  return `${ip.parts
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/**
 * Only a post its endpoint would read counts, so another site cannot spend a visitor's limit;
 * one over its client's limit does not spend the endpoint's.
 */
export async function countPost(
  limiters: { perClient: RateLimiter; perEndpoint: RateLimiter },
  path: string,
  route: Pick<ApiRoute, 'limitBucket' | 'countsAgainstLimit'>,
  request: Request,
  clientAddress: string,
): Promise<RateVerdict> {
  if (!route.countsAgainstLimit(request)) return { allowed: true };
  const client = await limiters.perClient.hit(`${route.limitBucket}:${clientKey(clientAddress)}`);
  if (!client.allowed) return client;
  return limiters.perEndpoint.hit(`endpoint:${path}`);
}

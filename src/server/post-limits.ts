import type { ApiRoute } from './api-routes';
import type { RateLimiter } from './ports';

type Verdict = Awaited<ReturnType<RateLimiter['hit']>>;

function ipv6Groups(address: string): number[] | undefined {
  const [head = '', tail, ...extra] = address.split('::');
  if (extra.length > 0) return undefined;
  const parse = (part: string) => (part === '' ? [] : part.split(':'));
  const parts = [...parse(head), ...(tail === undefined ? [] : ['::']), ...parse(tail ?? '')];
  const last = parts[parts.length - 1] ?? '';
  if (last.includes('.')) {
    const octets = last.split('.').map(Number);
    if (octets.length !== 4 || octets.some((octet) => !Number.isInteger(octet) || octet < 0 || octet > 255)) {
      return undefined;
    }
    const [a = 0, b = 0, c = 0, d = 0] = octets;
    parts.splice(-1, 1, ((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
  }
  const explicit = parts.filter((part) => part !== '::');
  if (!explicit.every((part) => /^[0-9a-f]{1,4}$/i.test(part))) return undefined;
  const missing = 8 - explicit.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined;
  return parts.flatMap((part) => (part === '::' ? Array<number>(missing).fill(0) : [parseInt(part, 16)]));
}

/** An IPv6 address by its /64: one host may use all of it. */
export function clientKey(address: string): string {
  const bare = address
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '')
    .toLowerCase();
  if (!bare.includes(':')) return bare;
  const groups = ipv6Groups(bare);
  if (!groups) return bare;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

export type PostLimiters = { perClient: RateLimiter; perEndpoint: RateLimiter };

/**
 * Only a post its endpoint would read counts, so another site cannot spend a visitor's limit;
 * one over its client's limit does not spend the endpoint's.
 */
export async function countPost(
  limiters: PostLimiters,
  path: string,
  route: Pick<ApiRoute, 'limitBucket' | 'countsAgainstLimit'>,
  request: Request,
  clientAddress: string,
): Promise<Verdict> {
  if (!route.countsAgainstLimit(request)) return { allowed: true };
  const client = await limiters.perClient.hit(`${route.limitBucket}:${clientKey(clientAddress)}`);
  if (!client.allowed) return client;
  return limiters.perEndpoint.hit(`endpoint:${path}`);
}

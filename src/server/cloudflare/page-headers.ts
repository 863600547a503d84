import type { MiddlewareHandler } from 'hono';
import type { CloudflareEnv, PagesEnv } from './env';

/** The `/*` rule's headers (page-headers.test.ts holds them equal): Cloudflare applies `_headers` to assets only. */
export const PAGE_SECURITY_HEADERS = [
  'Content-Security-Policy',
  'Strict-Transport-Security',
  'X-Content-Type-Options',
  'Referrer-Policy',
  'X-Frame-Options',
  'Permissions-Policy',
] as const;

const HEADERS_SOURCE_PATH = '/';

export function securityHeadersOf(page: Response): [string, string][] {
  return PAGE_SECURITY_HEADERS.flatMap((name) => {
    const value = page.headers.get(name);
    return value === null ? [] : [[name, value] as [string, string]];
  });
}

/** The answer with each header it does not set itself, as the Node server adds `_headers` to the endpoints' answers. */
export function withPageHeaders(response: Response, headers: readonly [string, string][]): Response {
  const missing = headers.filter(([name]) => !response.headers.has(name));
  if (missing.length === 0) return response;
  const answer = new Response(response.body, response);
  for (const [name, value] of missing) answer.headers.set(name, value);
  return answer;
}

/** The headers as a page carries them, read once per isolate from Pages' own assets (where `_headers` applies). */
let pageHeadersRead: Promise<[string, string][]> | undefined;

/** A prerendered page from Pages' own assets, following the redirects to it (the language's, the trailing slash). */
export async function assetPage(env: CloudflareEnv, origin: string, path: string): Promise<Response> {
  if (!env.ASSETS) throw new Error('No ASSETS binding');
  let url = new URL(path, origin);
  for (let hop = 0; hop < 3; hop += 1) {
    const response = (await env.ASSETS.fetch(url.href)) as unknown as Response;
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) return response;
    await response.body?.cancel();
    url = new URL(location, url);
  }
  throw new Error(`${path} redirects too often`);
}

async function readPageHeaders(env: CloudflareEnv, origin: string): Promise<[string, string][]> {
  const page = await assetPage(env, origin, HEADERS_SOURCE_PATH);
  await page.body?.cancel();
  const headers = securityHeadersOf(page);
  if (headers.length === 0) throw new Error(`${HEADERS_SOURCE_PATH} carries none of the pages' security headers`);
  return headers;
}

/** Scoped to /api/ so static files never run a Function; an unreadable `_headers` is logged, not fatal. */
export const pageHeaders: MiddlewareHandler<PagesEnv> = async (c, next) => {
  await next();
  pageHeadersRead ??= readPageHeaders(c.env, new URL(c.req.url).origin);
  let headers: [string, string][] = [];
  try {
    headers = await pageHeadersRead;
  } catch (error) {
    pageHeadersRead = undefined;
    console.error("The pages' security headers could not be read; this answer goes without them", error);
  }
  c.res = withPageHeaders(c.res, headers);
};

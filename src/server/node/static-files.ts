import { createReadStream, readFileSync, realpathSync, statSync, type Stats } from 'node:fs';
import { extname, join, normalize, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import { applyHeaders, parseHeaders } from './cloudflare-headers';
import { findRedirect, parseRedirects, sameSiteLocation } from './cloudflare-redirects';
import { orUndefined } from '../or-undefined';
import { plain } from '../responses';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
};

/** Cloudflare Pages' Cache-Control when no `_headers` rule gives one. */
const DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

const HOST_FILES = new Set(['_headers', '_redirects']);

/** The file's rules, parsed again when its mtime changes (looked at most once a second): a rebuild needs no restart. */
function watchedRules<T>(path: string, parse: (text: string) => T[]): () => T[] {
  let rules: T[] = [];
  let mtimeMs = -1;
  let checkedAt = 0;
  return () => {
    if (Date.now() - checkedAt < 1000) return rules;
    checkedAt = Date.now();
    // A file that is gone (-1) has no rules.
    const changed = orUndefined(() => statSync(path).mtimeMs) ?? -1;
    const text = changed === mtimeMs ? undefined : changed === -1 ? '' : orUndefined(() => readFileSync(path, 'utf8'));
    if (text !== undefined) [rules, mtimeMs] = [parse(text), changed];
    return rules;
  };
}

export type StaticSite = {
  serve(request: Request): Response;
  /** Every response carries them, the API's included. */
  headersFor(pathname: string): Headers;
};

/**
 * As Cloudflare Pages: a `_redirects` rule, the file (308 to a folder's slash), or the nearest 404.html.
 * Not copied: pretty URLs, the SPA fallback, and following a `//` target.
 */
export function createStaticSite(distDir: string, warn: (message: string) => void = console.warn): StaticSite {
  const redirects = watchedRules(join(distDir, '_redirects'), (text) => parseRedirects(text, warn));
  const headerRules = watchedRules(join(distDir, '_headers'), (text) => parseHeaders(text, warn));

  function fileFor(decoded: string): string | undefined {
    const path = join(distDir, normalize(decoded));
    const inside = relative(distDir, path);
    return inside.startsWith('..') || HOST_FILES.has(inside) ? undefined : path;
  }

  /** Looked up until it exists: a server may start before the first build. */
  let realDist: string | undefined;
  /** A symlink out of dist/ (`ln -s /etc/hostname dist/x`) is treated as missing, never served. */
  function siteStatOf(path: string): Stats | undefined {
    const stats = orUndefined(() => statSync(path));
    if (!stats) return undefined;
    realDist ??= orUndefined(() => realpathSync(distDir));
    const real = orUndefined(() => realpathSync(path));
    if (realDist === undefined || real === undefined) return undefined;
    return real === realDist || real.startsWith(realDist + sep) ? stats : undefined;
  }

  function fileResponse(request: Request, file: string, stats: Stats, status = 200): Response {
    const body = request.method === 'HEAD' ? null : (Readable.toWeb(createReadStream(file)) as ReadableStream);
    const type = CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
    return new Response(body, { status, headers: { 'Content-Type': type, 'Content-Length': String(stats.size) } });
  }

  function resolvePage(decoded: string): { file: string; stats: Stats } | { directory: string } | undefined {
    const path = fileFor(decoded);
    if (!path) return undefined;
    const stats = siteStatOf(path);
    if (stats?.isFile()) return { file: path, stats };
    if (stats?.isDirectory()) {
      const index = join(path, 'index.html');
      const indexStats = siteStatOf(index);
      if (indexStats?.isFile()) return decoded.endsWith('/') ? { file: index, stats: indexStats } : { directory: path };
    }
    return undefined;
  }

  /** Walked down from the root through folders that exist, so a long made-up path costs a few lookups. */
  function notFound(request: Request, decoded: string): Response {
    const folders = decoded.split('/').slice(1, -1);
    let nearest: { file: string; stats: Stats } | undefined;
    for (let depth = 0; depth <= folders.length; depth += 1) {
      const folder = fileFor(`/${folders.slice(0, depth).join('/')}`);
      if (folder === undefined || !siteStatOf(folder)?.isDirectory()) break;
      const file = join(folder, '404.html');
      const stats = siteStatOf(file);
      if (stats?.isFile()) nearest = { file, stats };
    }
    return nearest ? fileResponse(request, nearest.file, nearest.stats, 404) : plain(404, 'Not found');
  }

  function answer(request: Request, pathname: string, search: string): Response {
    let path = pathname;
    const redirect = findRedirect(redirects(), pathname);
    if (redirect && redirect.rule.status !== 200) {
      const location = sameSiteLocation(redirect.target);
      const withQuery = search && !location.includes('?') ? `${location}${search}` : location;
      return new Response(null, { status: redirect.rule.status, headers: { Location: withQuery } });
    }
    if (redirect) path = new URL(redirect.target, 'http://site.invalid').pathname;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return plain(405, 'Method not allowed', { Allow: 'GET, HEAD' });
    }

    const decoded = orUndefined(() => decodeURIComponent(path));
    if (decoded === undefined) return plain(400, 'Bad request: malformed percent-escape in the path');
    // A dot segment or separator that only appeared by decoding (`..%2f`, `a%2Fb`): the CDN would not serve it.
    const dotSegment = decoded.split('/').some((segment) => segment === '.' || segment === '..');
    if (decoded.includes('\0') || /%2f/i.test(path) || dotSegment) return notFound(request, path);
    const page = resolvePage(decoded);
    if (page && 'file' in page) return fileResponse(request, page.file, page.stats);
    if (page) {
      // The folder's canonical path, never the request's text (`/.//host/..` stays on this site).
      const canonical = relative(distDir, page.directory).split(sep).map(encodeURIComponent).join('/');
      return new Response(null, { status: 308, headers: { Location: sameSiteLocation(`${canonical}/${search}`) } });
    }
    return notFound(request, decoded);
  }

  return {
    serve(request) {
      const { pathname, search } = new URL(request.url);
      const response = answer(request, pathname, search);
      applyHeaders(headerRules(), pathname, response.headers);
      // Cloudflare never lets a 404 be cached, whatever `_headers` says.
      if (response.status === 404) response.headers.set('Cache-Control', 'no-store');
      else if (!response.headers.has('Cache-Control')) response.headers.set('Cache-Control', DEFAULT_CACHE_CONTROL);
      return response;
    },
    headersFor: (pathname) => applyHeaders(headerRules(), pathname, new Headers()),
  };
}

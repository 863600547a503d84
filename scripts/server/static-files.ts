import { createReadStream, statSync, type Stats } from 'node:fs';
import { extname, join, normalize, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import { languageFromPath } from '../../src/i18n/languages';
import { notFoundFile } from '../postbuild/not-found-pages';
import { headersFor, parseHeaders, type HeaderRule } from './netlify-headers';
import { findRedirect, parseRedirects, sameSiteLocation, type RedirectRule } from './netlify-redirects';
import { readTextIfChanged } from './watched-file';

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

/** What Netlify and Cloudflare send for a file that no `_headers` rule gives a Cache-Control. */
const DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** The CDN's configuration files: read by the host, never served. */
const HOST_FILES = new Set(['_headers', '_redirects']);

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers } });

function statOf(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}

export type StaticSite = {
  /** Answers a request for a static path (any method: only GET and HEAD are served). */
  serve(request: Request): Response;
  /** The `_headers` headers for a path, which every response, the API's included, carries. */
  headersFor(pathname: string): Headers;
};

/**
 * Serves dist/ the way Netlify does: `_redirects` rules (forced ones even over a file), then
 * the file (a directory answers with its index.html; without its trailing slash it is
 * redirected to it), then the language's 404 page; every answer carries the `_headers` of its
 * path. Both files are re-read when their modification time changes, so a rebuild needs no
 * restart.
 */
export function createStaticSite(distDir: string, warn: (message: string) => void = console.warn): StaticSite {
  let redirects: RedirectRule[] = [];
  let headerRules: HeaderRule[] = [];
  const redirectsFile = { path: join(distDir, '_redirects'), mtimeMs: -1 };
  const headersFile = { path: join(distDir, '_headers'), mtimeMs: -1 };
  let checkedAt = 0;

  function refresh(): void {
    const now = Date.now();
    if (now - checkedAt < 1000) return;
    checkedAt = now;
    const redirectsText = readTextIfChanged(redirectsFile);
    if (redirectsText !== undefined) redirects = parseRedirects(redirectsText, warn);
    const headersText = readTextIfChanged(headersFile);
    if (headersText !== undefined) headerRules = parseHeaders(headersText, warn);
  }

  /** The file a decoded path names inside dist/, or undefined when it would leave it. */
  function fileFor(decoded: string): string | undefined {
    const path = join(distDir, normalize(decoded));
    const inside = relative(distDir, path);
    return inside.startsWith('..') || HOST_FILES.has(inside) ? undefined : path;
  }

  function fileResponse(request: Request, file: string, stats: Stats, status = 200): Response {
    const headers = new Headers({
      'Content-Type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'Content-Length': String(stats.size),
    });
    if (request.method === 'HEAD') return new Response(null, { status, headers });
    const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
    return new Response(body, { status, headers });
  }

  /** The page a path resolves to: the file itself, or a directory's index.html. */
  function resolvePage(decoded: string): { file: string; stats: Stats } | { directory: string } | undefined {
    const path = fileFor(decoded);
    if (!path) return undefined;
    const stats = statOf(path);
    if (stats?.isFile()) return { file: path, stats };
    if (stats?.isDirectory()) {
      const index = join(path, 'index.html');
      const indexStats = statOf(index);
      if (indexStats?.isFile()) return decoded.endsWith('/') ? { file: index, stats: indexStats } : { directory: path };
    }
    return undefined;
  }

  /** The not-found page of the path's language, as CDNs pick the nearest 404.html. */
  function notFound(request: Request, pathname: string): Response {
    const language = languageFromPath(pathname);
    const file = join(distDir, notFoundFile(language));
    const stats = statOf(file);
    return stats?.isFile() ? fileResponse(request, file, stats, 404) : plain(404, 'Not found');
  }

  function answer(request: Request, pathname: string, search: string): Response {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return plain(400, 'Bad request: malformed percent-escape in the path');
    }
    if (decoded.includes('\0')) return notFound(request, pathname);
    const page = resolvePage(decoded);

    const redirect = findRedirect(redirects, pathname, page !== undefined);
    if (redirect) {
      const { status } = redirect.rule;
      if (status >= 300 && status < 400) {
        const location = sameSiteLocation(redirect.target);
        const withQuery = search && !location.includes('?') ? `${location}${search}` : location;
        return new Response(null, { status, headers: { Location: withQuery } });
      }
      let target: string;
      try {
        target = decodeURIComponent(redirect.target.split('?')[0] ?? '');
      } catch {
        return notFound(request, pathname);
      }
      const rewritten = resolvePage(target.endsWith('.html') || target.endsWith('/') ? target : `${target}/`);
      if (rewritten && 'file' in rewritten) return fileResponse(request, rewritten.file, rewritten.stats, status);
      return notFound(request, pathname);
    }

    if (page && 'file' in page) return fileResponse(request, page.file, page.stats);
    if (page) {
      // The canonical path of the directory, never the request's own text (`/.//host/..` stays here).
      const canonical = relative(distDir, page.directory).split(sep).map(encodeURIComponent).join('/');
      return new Response(null, { status: 308, headers: { Location: sameSiteLocation(`${canonical}/${search}`) } });
    }
    return notFound(request, pathname);
  }

  return {
    serve(request) {
      refresh();
      const { pathname, search } = new URL(request.url);
      const response =
        request.method === 'GET' || request.method === 'HEAD'
          ? answer(request, pathname, search)
          : plain(405, 'Method not allowed', { Allow: 'GET, HEAD' });
      for (const [name, value] of headersFor(headerRules, pathname)) {
        // As on Netlify, a file's Content-Type from `_headers` (the RSS feeds) replaces the one of its extension.
        const replaces = name === 'content-type' && response.ok;
        if (replaces || !response.headers.has(name)) response.headers.set(name, value);
      }
      if (!response.headers.has('Cache-Control')) response.headers.set('Cache-Control', DEFAULT_CACHE_CONTROL);
      return response;
    },
    headersFor(pathname) {
      refresh();
      return headersFor(headerRules, pathname);
    },
  };
}

import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { LANGUAGES } from '../../src/i18n/languages';
import { notFoundFile } from '../postbuild/not-found-pages';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
};

function fileResponse(file: string, status = 200): Response {
  const headers = new Headers({ 'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' });
  if (file.includes(join('dist', 'assets'))) headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  return new Response(readFileSync(file), { status, headers });
}

/** The not-found page of the path's language, as CDNs pick the nearest 404.html. */
function notFound(distDir: string, pathname: string): Response {
  const language = LANGUAGES.find((candidate) => pathname.startsWith(`/${candidate}/`)) ?? LANGUAGES[0];
  const file = join(distDir, notFoundFile(language));
  return existsSync(file) ? fileResponse(file, 404) : new Response('Not found', { status: 404 });
}

/**
 * Serves dist/ the way the CDN does: directory URLs answer with their index.html, a directory
 * without its trailing slash is redirected to it, and unknown paths get the 404 page.
 */
export function serveStatic(distDir: string, request: Request): Response {
  const { pathname } = new URL(request.url);
  const relative = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const path = join(distDir, relative);
  if (!path.startsWith(distDir)) return new Response('Forbidden', { status: 403 });
  if (existsSync(path) && statSync(path).isDirectory()) {
    if (!pathname.endsWith('/')) return new Response(null, { status: 308, headers: { Location: `${pathname}/` } });
    const index = join(path, 'index.html');
    return existsSync(index) ? fileResponse(index) : notFound(distDir, pathname);
  }
  return existsSync(path) ? fileResponse(path) : notFound(distDir, pathname);
}

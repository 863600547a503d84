import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, startTestServer, statusOf, type RunningServer } from '../__fixtures__/test-server';
import { recordingTransport } from '../__fixtures__/transports';

const DIST = {
  'index.html': '<!doctype html><title>root</title>',
  '404.html': '<!doctype html><title>Not found</title>',
  'en/index.html': '<!doctype html><title>English</title>',
  'en/pricing/index.html': '<!doctype html><title>Pricing</title>',
  'it/index.html': '<!doctype html><title>Italiano</title>',
  'it/404.html': '<!doctype html><title>Pagina non trovata</title>',
  'it/articoli/index.html': '<!doctype html><title>Articoli</title>',
  'it/articoli/404.html': '<!doctype html><title>Articolo non trovato</title>',
  'pricing/index.html': '<!doctype html><title>stub</title>',
  'team/index.html': '<!doctype html><title>team stub</title>',
  'assets/app-1234.js': 'console.log(1)',
  'en/articles/feed.xml': '<rss version="2.0"/>',
  'sitemap.xml': '<urlset/>',
  _redirects: [
    '# aliases',
    '/pricing  /en/pricing/  301',
    '/team/  /en/team/  301',
    '/first  /en/  301',
    '/first  /it/  301',
    "/forced  /en/  301!  # Netlify's forcing: invalid on Cloudflare",
    '/it/*  /it/404.html  404',
    '/pricing/*  /en/pricing/:splat  301',
    '/articles/:slug  /en/articles/:slug/  302',
    '/wild/*  /:splat  301',
    '/nonsense',
    '',
  ].join('\n'),
  _headers: [
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '/*',
    '  X-Content-Type-Options: nosniff',
    "  Content-Security-Policy: default-src 'self'",
    '  Cache-Control: no-cache',
    '/en/*',
    '  X-Frame-Options: DENY',
    '/en/articles/feed.xml',
    '  Content-Type: application/rss+xml; charset=utf-8',
    '',
  ].join('\n'),
};

let site: RunningServer;
beforeAll(async () => {
  site = await startTestServer(recordingTransport(), DIST);
});
afterAll(() => site.close());

const get = (path: string, init: RequestInit = {}) => fetch(`${site.origin}${path}`, { redirect: 'manual', ...init });

describe('malformed requests', () => {
  const cases = [
    'GET /%ff HTTP/1.1',
    'GET /en/%e9 HTTP/1.1',
    'GET /api/%ff HTTP/1.1',
    'GET /% HTTP/1.1',
    'GET /%E0%A4%A HTTP/1.1',
    'GET /en/%c0%af HTTP/1.1',
    'GET //[ HTTP/1.1',
    'GET http://[ HTTP/1.1',
    'GET //a:b@[x]/ HTTP/1.1',
    'GET * HTTP/1.1',
    'GET en/ HTTP/1.1',
    `GET /${'a'.repeat(9000)} HTTP/1.1`,
    `GET /${'a/'.repeat(20_000)} HTTP/1.1`,
    'FOO / HTTP/1.1',
    'GET / HTTP/9.9',
    'GET /\x00 HTTP/1.1',
    'POST /api/demo-request HTTP/1.1\r\nContent-Length: -1',
    'POST /api/demo-request HTTP/1.1\r\nContent-Length: abc',
    'POST /api/demo-request HTTP/1.1\r\nContent-Length: 5\r\nTransfer-Encoding: chunked',
    `GET / HTTP/1.1\r\nX-Big: ${'b'.repeat(20_000)}`,
    'PROPFIND /en/ HTTP/1.1',
    'DELETE /api/application HTTP/1.1',
  ];

  it.each(cases.map((line) => [line.slice(0, 60), line]))('answers 4xx to %s and stays up', async (_label, line) => {
    const response = await rawRequest(site.port, `${line}\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    const status = statusOf(response);
    expect(status, response.slice(0, 200)).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
  });

  it('still answers after every one of them', async () => {
    for (const line of cases) await rawRequest(site.port, `${line}\r\nHost: localhost\r\n\r\n`, 100);
    expect((await get('/en/')).status).toBe(200);
  });

  it('never redirects to another host: /.//evil.example/..%2fen answers 404 (a decoded dot segment)', async () => {
    const response = await rawRequest(
      site.port,
      'GET /.//evil.example/..%2fen HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(statusOf(response)).toBe(404);
    expect(response).not.toMatch(/\r\nlocation:/i);
    const wild = await get('/wild//evil.example/');
    expect(wild.headers.get('location')).toBe('/evil.example/');
  });

  it('keeps an absolute-form target on this site', async () => {
    const response = await rawRequest(
      site.port,
      'GET http://evil.example/en/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(statusOf(response)).toBe(200);
    expect(response).toContain('English');
  });
});

describe('static files as Cloudflare Pages serves them', () => {
  it('applies a rule even where a stand-in page exists, and keeps the query', async () => {
    const response = await get('/pricing?ref=x');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/en/pricing/?ref=x');
    const team = await get('/team/');
    expect(team.status).toBe(301);
    expect(team.headers.get('location')).toBe('/en/team/');
  });

  it('matches a static rule exactly, trailing slash included', async () => {
    // `/team/` has a rule, `/team` none: the folder's own trailing-slash redirect answers.
    const team = await get('/team');
    expect(team.status).toBe(308);
    expect(team.headers.get('location')).toBe('/team/');
  });

  it('fills the splat, which spans folders and may be empty, and one-segment placeholders', async () => {
    expect((await get('/pricing/')).headers.get('location')).toBe('/en/pricing/');
    expect((await get('/pricing/plans/enterprise/')).headers.get('location')).toBe('/en/pricing/plans/enterprise/');
    const article = await get('/articles/ai-hiring');
    expect(article.status).toBe(302);
    expect(article.headers.get('location')).toBe('/en/articles/ai-hiring/');
    expect((await get('/articles/ai-hiring/more')).status).toBe(404);
  });

  it('applies the first rule of a path, and redirects any method', async () => {
    expect((await get('/first')).headers.get('location')).toBe('/en/');
    const post = await get('/pricing', { method: 'POST', body: 'x' });
    expect(post.status).toBe(301);
  });

  it("skips the rules Cloudflare refuses: Netlify's 301! and a 404 status", async () => {
    expect((await get('/forced')).status).toBe(404);
    expect((await get('/it/')).status).toBe(200);
  });

  it('answers a miss with the nearest 404.html up the path, status 404, never cached', async () => {
    const cases: [string, string][] = [
      ['/it/nope/', 'Pagina non trovata'],
      ['/it/nope', 'Pagina non trovata'],
      ['/it/articoli/x/y/', 'Articolo non trovato'],
      ['/en/nope/', 'Not found'],
      ['/itx', 'Not found'],
      [`/it/${'a/'.repeat(2000)}`, 'Pagina non trovata'],
    ];
    for (const [path, title] of cases) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain(title);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it('redirects a directory to its trailing slash', async () => {
    const response = await get('/en');
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/en/');
  });

  it('sends the headers of every matching _headers block, combined', async () => {
    const asset = await get('/assets/app-1234.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable, no-cache');
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asset.headers.get('x-frame-options')).toBeNull();
    const page = await get('/en/');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect((await get('/nope')).headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sends a file with the Content-Type _headers gives it, else the one of its extension', async () => {
    expect((await get('/en/articles/feed.xml')).headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect((await get('/sitemap.xml')).headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect((await get('/en/articles/feed.xml/x')).headers.get('content-type')).not.toMatch(/rss/);
  });

  it('gives the API responses the /* headers too', async () => {
    const response = await get('/api/demo-request');
    expect(response.status).toBe(405);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'self'");
  });

  it('does not serve _headers and _redirects', async () => {
    for (const path of ['/_headers', '/_redirects', '/./_headers', '/%5fredirects']) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it('answers only GET and HEAD on static paths', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const response = await get('/en/', { method, body: method === 'POST' ? 'x' : undefined });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
    }
  });

  it('answers HEAD with the Content-Length of GET and no body', async () => {
    const head = await rawRequest(site.port, 'HEAD /en/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    const length = Number(/\r\ncontent-length: (\d+)/i.exec(head)?.[1]);
    expect(length).toBe(DIST['en/index.html'].length);
    expect(head.split('\r\n\r\n')[1]).toBe('');
  });
});

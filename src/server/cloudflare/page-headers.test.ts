import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../../scripts/postbuild/headers';
import { PAGE_SECURITY_HEADERS, securityHeadersOf, withPageHeaders } from './page-headers';

describe('page headers on the functions’ answers', () => {
  it('names every header of the `/*` rule of _headers', () => {
    expect(PAGE_SECURITY_HEADERS).toEqual(securityHeaders().map(([name]) => name));
  });

  it('takes a page’s security headers, and none of its own (type, caching, CORS)', () => {
    const page = new Response('<!doctype html>', {
      headers: [
        ...securityHeaders(),
        ['Content-Type', 'text/html'],
        ['Cache-Control', 'public, max-age=0, must-revalidate'],
        ['Access-Control-Allow-Origin', '*'],
      ],
    });
    expect(securityHeadersOf(page)).toEqual(securityHeaders());
  });

  it('adds each header an answer does not set itself, and keeps those it sets', () => {
    const answer = new Response('{"ok":true}', {
      status: 303,
      headers: { 'Content-Type': 'application/json', 'Referrer-Policy': 'no-referrer', Location: '/en/' },
    });
    const merged = withPageHeaders(answer, securityHeaders());
    expect(merged.status).toBe(303);
    expect(merged.headers.get('location')).toBe('/en/');
    expect(merged.headers.get('referrer-policy')).toBe('no-referrer');
    for (const [name, value] of securityHeaders().filter(([name]) => name !== 'Referrer-Policy')) {
      expect(merged.headers.get(name)).toBe(value);
    }
  });

  it('leaves an answer alone when it has them all', () => {
    const answer = new Response(null, { headers: securityHeaders() });
    expect(withPageHeaders(answer, securityHeaders())).toBe(answer);
  });
});

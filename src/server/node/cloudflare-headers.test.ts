import { describe, expect, it } from 'vitest';
import { applyHeaders, parseHeaders } from './cloudflare-headers';

describe('parseHeaders and applyHeaders', () => {
  const warnings: string[] = [];
  const rules = parseHeaders(
    [
      '# comment',
      '/*',
      '  X-Frame-Options: DENY',
      '  Cache-Control: public',
      '/en/*',
      'Cache-Control: max-age=0',
      '/en/feed.xml',
      '  Content-Type: application/rss+xml',
      '  ! X-Frame-Options',
      'https://other.example/*',
      '  X-Other: 1',
      '/bad',
      '  no colon here',
      '  Empty:',
    ].join('\n'),
    (message) => warnings.push(message),
  );

  it('reads trimmed lines, and skips with a warning what Cloudflare refuses', () => {
    expect(rules.map((rule) => rule.pattern.pattern)).toEqual(['/*', '/en/*', '/en/feed.xml', '/bad']);
    expect(warnings.map((warning) => warning.split(':').slice(0, 2).join(':'))).toEqual([
      '_headers:10',
      '_headers:11',
      '_headers:13',
      '_headers:14',
    ]);
  });

  it("applies every matching block in order: the first replaces the response's own value, later ones append", () => {
    const feed = applyHeaders(rules, '/en/feed.xml', new Headers({ 'Content-Type': 'application/xml' }));
    expect(feed.get('content-type')).toBe('application/rss+xml');
    expect(feed.get('cache-control')).toBe('public, max-age=0');
    expect(feed.get('x-frame-options')).toBeNull();
  });

  it('matches the whole path: `/en/*` covers `/en/` and below, not `/en`', () => {
    expect(applyHeaders(rules, '/en/', new Headers()).get('cache-control')).toBe('public, max-age=0');
    expect(applyHeaders(rules, '/en', new Headers()).get('cache-control')).toBe('public');
  });
});

import { describe, expect, it } from 'vitest';
import { serializePolicy } from '../page-policy/policy';
import { headerPolicy } from './content-security-policy';
import { headerRules, headersFile, IMMUTABLE, REVALIDATE, RSS_CONTENT_TYPE, type HeaderRule } from './headers';

/** Netlify / Cloudflare matching, enough for these rules: exact path, or a prefix before `*`. */
function matches(pattern: string, path: string): boolean {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path;
}

/** Every header a path gets, with each rule that sets it (both hosts apply all matching rules). */
function headersFor(rules: readonly HeaderRule[], path: string): Map<string, string[]> {
  const headers = new Map<string, string[]>();
  for (const rule of rules.filter((candidate) => matches(candidate.path, path)))
    for (const [name, value] of rule.headers) headers.set(name, [...(headers.get(name) ?? []), value]);
  return headers;
}

const rules = headerRules();

describe('headerRules', () => {
  it('is a handful of rules, not one per page', () => {
    // Security, assets, pictures, the three page roots and the two languages' feeds.
    expect(rules.length).toBeLessThanOrEqual(8);
  });

  it('sends the article feeds as RSS, and no other file', () => {
    for (const path of ['/en/articles/feed.xml', '/it/articoli/feed.xml'])
      expect(headersFor(rules, path).get('Content-Type')).toEqual([RSS_CONTENT_TYPE]);
    for (const path of ['/sitemap.xml', '/en/articles/', '/it/articoli/feed.xml/'])
      expect(headersFor(rules, path).get('Content-Type')).toBeUndefined();
  });

  it('gives pages the policy, HSTS and the other security headers', () => {
    const page = headersFor(rules, '/en/pricing/');
    expect(page.get('Content-Security-Policy')).toEqual([serializePolicy(headerPolicy())]);
    expect(page.get('Strict-Transport-Security')).toEqual(['max-age=63072000; includeSubDomains']);
    expect(page.get('X-Content-Type-Options')).toEqual(['nosniff']);
    expect(page.get('Referrer-Policy')).toEqual(['strict-origin-when-cross-origin']);
    expect(page.get('X-Frame-Options')).toEqual(['DENY']);
    expect(page.get('Permissions-Policy')?.[0]).toMatch(/camera=\(\)/);
    expect(page.get('Cache-Control')).toEqual([REVALIDATE]);
  });

  it('caches hashed assets for good, and nothing else', () => {
    expect(headersFor(rules, '/assets/app-abc123.js').get('Cache-Control')).toEqual([IMMUTABLE]);
    expect(headersFor(rules, '/images/_/cover-0123456789ab-720.avif').get('Cache-Control')).toEqual([IMMUTABLE]);
    for (const path of ['/', '/it/', '/it/articoli/x/', '/images/team/a.svg', '/favicon.svg'])
      expect(headersFor(rules, path).get('Cache-Control') ?? []).not.toContain(IMMUTABLE);
    expect(headersFor(rules, '/').get('Cache-Control')).toEqual([REVALIDATE]);
  });

  it('never has two rules set one header for one path (the hosts would join their values)', () => {
    for (const path of [
      '/',
      '/en/',
      '/it/prezzi/',
      '/assets/app.css',
      '/images/x.svg',
      '/images/_/x.avif',
      '/robots.txt',
      '/pricing/',
      '/en/articles/feed.xml',
    ])
      for (const [name, values] of headersFor(rules, path)) expect(values, `${name} on ${path}`).toHaveLength(1);
  });
});

describe('headersFile', () => {
  it('writes each rule as a path line and indented headers', () => {
    const text = headersFile([
      {
        path: '/*',
        headers: [
          ['X-A', '1'],
          ['X-B', '2'],
        ],
      },
    ]);
    expect(text.split('\n').slice(1)).toEqual(['/*', '  X-A: 1', '  X-B: 2', '']);
  });

  it('puts the whole policy on one line', () => {
    expect(headersFile()).toContain(`\n  Content-Security-Policy: ${serializePolicy(headerPolicy())}\n`);
  });
});

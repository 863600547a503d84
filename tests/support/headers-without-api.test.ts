import { describe, expect, it } from 'vitest';
import { countRules } from './wrangler-report';
import { headersWithoutApiRules, ruleMatches } from './headers-without-api';

const HEADERS = [
  '# Generated',
  '/*',
  '  X-Content-Type-Options: nosniff',
  '  X-Frame-Options: DENY',
  '/assets/*',
  '  Cache-Control: immutable',
  '/en/*',
  '  Cache-Control: revalidate',
  '',
].join('\n');

const ENTRIES = [
  { name: 'en', folder: true },
  { name: 'assets', folder: true },
  { name: 'robots.txt', folder: false },
];

describe('ruleMatches', () => {
  it('reads exact paths, splats and placeholders as Cloudflare does', () => {
    expect(ruleMatches('/*', '/api/demo-request')).toBe(true);
    expect(ruleMatches('/:section/*', '/api/newsletter/confirm')).toBe(true);
    expect(ruleMatches('/en/*', '/api/demo-request')).toBe(false);
    expect(ruleMatches('/robots.txt', '/robotsXtxt')).toBe(false);
    expect(ruleMatches('/a*', '/api')).toBe(true);
  });
});

describe('headersWithoutApiRules', () => {
  const rewritten = headersWithoutApiRules(HEADERS, ENTRIES);
  const paths = rewritten.split('\n').filter((line) => line.startsWith('/'));

  it('puts the site-wide rule on / and on each top-level entry instead', () => {
    expect(paths).toEqual(['/', '/en', '/en/*', '/assets', '/assets/*', '/robots.txt']);
    expect(
      rewritten.startsWith('# Generated\n/\n  X-Content-Type-Options: nosniff\n  X-Frame-Options: DENY\n/en\n'),
    ).toBe(true);
    expect(countRules('headers', rewritten)).toBe(6);
  });

  it('leaves no rule that matches a function, and merges a path it adds with the same path of another rule', () => {
    for (const path of paths) expect(ruleMatches(path, '/api/demo-request'), path).toBe(false);
    expect(rewritten).toContain(
      '/en/*\n  X-Content-Type-Options: nosniff\n  X-Frame-Options: DENY\n  Cache-Control: revalidate\n/assets\n',
    );
    expect(rewritten).toContain(
      '/assets/*\n  X-Content-Type-Options: nosniff\n  X-Frame-Options: DENY\n  Cache-Control: immutable',
    );
  });

  it('refuses a dist/ with a top-level api entry', () => {
    expect(() => headersWithoutApiRules(HEADERS, [{ name: 'api', folder: true }])).toThrow(/api entry/);
  });
});

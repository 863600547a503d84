import { describe, expect, it } from 'vitest';
import { findRedirect, parseRedirects } from './cloudflare-redirects';

function parse(lines: string[]) {
  const warnings: string[] = [];
  const rules = parseRedirects(lines.join('\n'), (message) => warnings.push(message));
  return { rules, warnings };
}

const target = (rules: ReturnType<typeof parseRedirects>, path: string) => {
  const outcome = findRedirect(rules, path);
  return outcome && `${String(outcome.rule.status)} ${outcome.target}`;
};

describe('parseRedirects', () => {
  it('refuses, line by line, what Cloudflare Pages refuses, and keeps the rest', () => {
    const { rules, warnings } = parse([
      '# comment',
      '',
      '/a  /en/a/  301',
      '/b  /en/b/  301!',
      '/it/*  /it/404.html  404',
      '/c  /en/c/  301  extra',
      '/lonely',
      '/a  /en/other/  302',
      'https://www.example.com/x  /y/  301',
      '/d  /en/d/',
      'e  /en/e/  308',
      '/proxy  https://elsewhere.example/  200',
    ]);
    expect(rules.map((rule) => [rule.from.pattern, rule.to, rule.status, rule.line])).toEqual([
      ['/a', '/en/a/', 301, 3],
      ['/d', '/en/d/', 302, 10],
      ['/e', '/en/e/', 308, 11],
    ]);
    expect(warnings.map((warning) => warning.split(':').slice(0, 2).join(':'))).toEqual(
      [4, 5, 6, 7, 8, 9, 12].map((line) => `_redirects:${String(line)}`),
    );
    expect(warnings[0]).toContain('status 301! is not one of 200, 301, 302, 303, 307, 308');
  });
});

describe('findRedirect', () => {
  const { rules } = parse([
    '/pricing  /en/pricing/  301',
    '/en/articoli/*  /en/articles/:splat  301',
    '/articles/:slug  /en/articles/:slug/  302',
    '/tags/:tag/page/:page  /en/articles/tag/:tag/page/:page/  301',
    '/*  /en/  302',
  ]);

  it('matches a path exactly, trailing slash included', () => {
    expect(target(rules, '/pricing')).toBe('301 /en/pricing/');
    expect(target(rules, '/pricing/')).toBe('302 /en/');
  });

  it('fills a splat that spans folders or is empty', () => {
    expect(target(rules, '/en/articoli/')).toBe('301 /en/articles/');
    expect(target(rules, '/en/articoli/a/b/')).toBe('301 /en/articles/a/b/');
    expect(target(rules, '/en/articoli')).toBe('302 /en/');
  });

  it('fills placeholders of one segment each', () => {
    expect(target(rules, '/articles/x')).toBe('302 /en/articles/x/');
    expect(target(rules, '/tags/ai/page/2')).toBe('301 /en/articles/tag/ai/page/2/');
    expect(target(rules, '/articles/x/y')).toBe('302 /en/');
  });

  it('takes the first rule that matches, on the path as sent (still percent-encoded)', () => {
    expect(target(rules, '/pric%69ng')).toBe('302 /en/');
  });
});

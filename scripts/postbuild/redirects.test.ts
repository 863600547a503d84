import { describe, expect, it } from 'vitest';
import { inlineCodeProblems } from './inline-code';
import { aliasRedirects, redirectPage, redirectsFile } from './redirects';

describe('redirectsFile', () => {
  const text = redirectsFile(aliasRedirects());
  const rules = text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => line.split(/\s+/));

  it('forces every redirect, so the stand-in page at the same address never shadows it', () => {
    const redirects = rules.filter(([, , status]) => status?.startsWith('30'));
    expect(redirects.length).toBeGreaterThan(0);
    for (const rule of redirects) expect(rule[2], rule.join(' ')).toBe('301!');
  });

  it('redirects each alias and everything below it', () => {
    expect(rules).toContainEqual(['/pricing', '/en/pricing/', '301!']);
    expect(rules).toContainEqual(['/pricing/*', '/en/pricing/:splat', '301!']);
    expect(rules).toContainEqual(['/en/articoli/*', '/en/articles/:splat', '301!']);
  });

  it("serves each language's own not-found page, unforced", () => {
    expect(rules).toContainEqual(['/it/*', '/it/404.html', '404']);
  });
});

describe('redirectPage', () => {
  it('redirects without inline code: a meta refresh and the shared external script', () => {
    const html = redirectPage({ from: '/pricing', to: '/en/pricing/' }, '/assets/redirect-0123456789.js');
    expect(inlineCodeProblems(html)).toEqual([]);
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/en/pricing/">');
    expect(html).toContain('<script src="/assets/redirect-0123456789.js" data-to="/en/pricing/"></script>');
  });

  it('escapes the target in attributes and text', () => {
    const html = redirectPage({ from: '/x', to: '/a"b<c>&/' }, '/assets/r.js');
    expect(html).toContain('data-to="/a&quot;b&lt;c&gt;&amp;/"');
    expect(html).not.toContain('a"b');
  });
});

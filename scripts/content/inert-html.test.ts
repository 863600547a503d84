import { describe, expect, it } from 'vitest';
import { cspHash } from '../page-policy/csp-hash';
import { isActiveUrl } from './assets';
import { scanHtml } from './inert-html.test-support';

describe('scanHtml', () => {
  it('finds nothing in inert HTML', () => {
    const page =
      '<html><head><title>T</title><script type="application/ld+json">{"a":"\\u003c/script>"}</script>' +
      '<script type="module" src="/assets/app-x1.js"></script></head><body><div id="root"><a href="/en/">x</a></div></body></html>';
    const report = scanHtml(page, { fragment: false });
    expect(report.problems).toEqual([]);
    expect(report.jsonBlocks).toEqual([{ type: 'application/ld+json', data: { a: '</script>' } }]);
    expect(report.titles).toEqual(['T']);
    expect(report.ids).toEqual(['root']);
  });

  it("accepts the inline starter only with its own code and when everything it names is one of the site's bundles", () => {
    const ownInlineScripts = new Set([cspHash('start()')]);
    const starter = (entry: string, preload: string, code = 'start()') =>
      `<html><body><script data-entry="${entry}" data-preload="${preload}">${code}</script></body></html>`;
    const problems = (html: string) => scanHtml(html, { fragment: false, ownInlineScripts }).problems;
    expect(problems(starter('/assets/app-1.js', '/assets/a.js /assets/b.js'))).toEqual([]);
    expect(problems(starter('https://evil.example/x.js', ''))).toHaveLength(1);
    expect(problems(starter('/assets/app-1.js', '/assets/a.js //evil.example/x.js'))).toHaveLength(1);
    expect(problems(starter('/assets/app-1.js', '', 'alert(1)'))).toHaveLength(1);
    expect(scanHtml(starter('/assets/app-1.js', ''), { fragment: false }).problems).toHaveLength(1);
  });

  it('accepts an entry module under /assets/ only without code of its own', () => {
    expect(
      scanHtml('<script type="module" src="/assets/app-1.js">alert(1)</script>', { fragment: false }).problems,
    ).toHaveLength(1);
  });

  it('flags every kind of active content', () => {
    const html = [
      '<script>alert(1)</script>',
      '<script type="text/javascript" src="/assets/x.js"></script>',
      '<script type="application/ld+json">{not json</script>',
      '<img src=x onerror=alert(1)>',
      '<a href=" JaVa&#x09;ScRiPt:alert(1)">x</a>',
      '<a href="data:text/html,x">x</a>',
      '<a href="vbscript:x">x</a>',
      '<iframe src="/"></iframe>',
      '<form action="/"></form>',
      '<object data="/x"></object>',
      '<embed src="/x">',
      '<base href="https://evil.example/">',
      '<meta http-equiv="refresh" content="0;url=/">',
    ].join('');
    expect(scanHtml(html, { fragment: false }).problems).toHaveLength(13);
  });

  it("allows the site's own forms on a page, which name no address, method or target, and no form in a fragment", () => {
    const own = '<form novalidate aria-label="Newsletter sign-up"><input name="email"></form>';
    expect(scanHtml(own, { fragment: false }).problems).toEqual([]);
    expect(scanHtml(own, { fragment: true }).problems).toHaveLength(1);
    for (const form of ['<form method="post"></form>', '<form target="_blank"></form>', '<form action=""></form>']) {
      expect(scanHtml(form, { fragment: false }).problems, form).toHaveLength(1);
    }
  });

  it('allows no script, style or style attribute at all in a fragment', () => {
    const html = '<script type="application/json">{}</script><style>a{}</style><p style="color:red">x</p>';
    expect(scanHtml(html, { fragment: true }).problems).toHaveLength(3);
  });
});

describe('isActiveUrl', () => {
  it('reads the scheme as a browser does', () => {
    for (const url of [
      'javascript:x',
      ' JAVASCRIPT:x',
      'java\tscript:x',
      'data:,x',
      'vbscript:x',
      '/a.png, data:x 2x',
    ]) {
      expect(isActiveUrl(url), url).toBe(true);
    }
    for (const url of ['/en/', 'https://example.com/javascript:x', '#data:x', 'mailto:a@b.c']) {
      expect(isActiveUrl(url), url).toBe(false);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { builtPage } from './__fixtures__/built-pages';
import { snapshotPage } from './page-snapshot';

describe('snapshotPage', () => {
  it('reads the head fields and the text of a built page, without asset names', () => {
    const snapshot = snapshotPage(builtPage({ robots: 'noindex', hash: 'Zz9-_q1w' }));
    expect(snapshot).toEqual({
      title: 'Pricing | Talvera',
      description: 'Plans for recruiting teams.',
      canonical: 'https://www.talvera.example/en/pricing/',
      robots: 'noindex',
      hreflang: {
        en: 'https://www.talvera.example/en/pricing/',
        it: 'https://www.talvera.example/it/prezzi/',
        'x-default': 'https://www.talvera.example/en/pricing/',
      },
      text: 'Home Team Pricing From €270 per user. A cover',
    });
    expect(JSON.stringify(snapshot)).not.toContain('Zz9-_q1w');
  });

  it('leaves out scripts, JSON data, styles and templates, and keeps noscript and pictures’ alt text', () => {
    const { text } = snapshotPage(
      '<html><head><title>T</title></head><body><p>One</p><script>var two = 2</script>' +
        '<script type="application/json">{"three":3}</script><style>.four{}</style>' +
        '<template><p>five</p><template><b>six</b></template><p>seven</p></template>' +
        '<noscript>Eight</noscript><img src="/images/nine.png" alt="Ten"><img src="/images/eleven.png"></body></html>',
    );
    expect(text).toBe('One Eight Ten');
  });

  it('collapses whitespace, decodes character references and keeps words whole across inline elements', () => {
    const { text } = snapshotPage(
      '<body><h1>  Plans\n\tand&nbsp;prices </h1><p>wor<b>d</b> &amp; <em>more</em>&#33;</p><ul><li>a</li><li>b</li></ul></body>',
    );
    expect(text).toBe('Plans and prices word & more! a b');
  });

  it('takes the first of each head field, and a title in the body (an SVG’s) as text', () => {
    const snapshot = snapshotPage(
      '<head><title>First</title><title>Second</title><meta name="Description" content=" One "><meta name="description" content="Two">' +
        '<link rel="canonical" href="/a"><link rel="canonical" href="/b"><link rel="alternate" type="application/rss+xml" href="/feed.xml">' +
        '</head><body><svg><title>Logo</title></svg></body>',
    );
    expect(snapshot).toEqual({
      title: 'First',
      description: 'One',
      canonical: '/a',
      robots: '',
      hreflang: {},
      text: 'Logo',
    });
  });

  it('keeps any hreflang as a language, the first link of each', () => {
    const { hreflang } = snapshotPage(
      '<head><link rel="alternate" hreflang="__proto__" href="/x"><link rel="alternate" hreflang="EN" href="/en/">' +
        '<link rel="alternate" hreflang="en" href="/other/"></head>',
    );
    expect(Object.entries(hreflang)).toEqual([
      ['__proto__', '/x'],
      ['en', '/en/'],
    ]);
  });

  it('notes where a redirect’s stand-in page sends the visitor', () => {
    expect(snapshotPage('<head><meta http-equiv="refresh" content="0; url=/en/pricing/"></head>').refreshTo).toBe(
      '/en/pricing/',
    );
    expect(snapshotPage(`<head><meta http-equiv="Refresh" content="0;URL='/it/'"></head>`).refreshTo).toBe('/it/');
    expect(snapshotPage('<head><meta http-equiv="refresh" content="30"></head>').refreshTo).toBeUndefined();
    expect(snapshotPage(builtPage()).refreshTo).toBeUndefined();
  });
});

import { symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../src/config';
import { fixtureDist } from '../../tests/support/fixture-dist';
import { checkDist } from './check-dist';
import { headerPolicy } from './content-security-policy';
import { cspHash } from '../page-policy/csp-hash';
import { starterScript } from '../page-policy/starter-script';

const ORIGIN = siteConfig.origin;

type PageOptions = {
  /** Site path of the canonical URL. */
  canonical: string;
  /** hreflang → site path, in the order the links appear. */
  alternates: [string, string][];
  body?: string;
};

/** By default a page links to both homes, as the site's header does, so none is an orphan. */
function page({ canonical, alternates, body = '<a href="/en/">en</a> <a href="/it/">it</a>' }: PageOptions): string {
  const links = alternates
    .map(([language, path]) => `<link rel="alternate" hreflang="${language}" href="${ORIGIN}${path}">`)
    .join('\n');
  return `<!doctype html>
<html>
<head>
<meta http-equiv="Content-Security-Policy" content="style-src 'self'">
<title>Page</title>
<link rel="canonical" href="${ORIGIN}${canonical}">
${links}
</head>
<body>
<main id="main">${body}</main>
</body>
</html>
`;
}

const BOTH: [string, string][] = [
  ['en', '/en/'],
  ['it', '/it/'],
  ['x-default', '/en/'],
];

/** A correct en/it pair that link to each other, to an anchor, and to an asset. */
function goodPair(): Record<string, string> {
  return {
    'en/index.html': page({
      canonical: '/en/',
      alternates: BOTH,
      body: '<a href="/it/">Italiano</a> <a href="#main">Skip</a> <a href="/it/#main">Main</a> <img src="/images/logo.svg" alt="">',
    }),
    'it/index.html': page({
      canonical: '/it/',
      alternates: BOTH,
      body: '<a href="/en/">English</a> <a href="https://example.com/">Out</a> <a href="mailto:a@b.example">Mail</a>',
    }),
    'images/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  };
}

describe('checkDist', () => {
  it('reports nothing for a correct pair of pages', () => {
    expect(checkDist(fixtureDist(goodPair()))).toEqual([]);
  });

  it('checks that a feed linked from the head is a file of dist/', () => {
    const feedLink = (path: string) =>
      `<link rel="alternate" type="application/rss+xml" title="Feed" href="${ORIGIN}${path}">`;
    const withFeed = (feed: string) => {
      const files = goodPair();
      files['en/index.html'] = (files['en/index.html'] ?? '').replace('</head>', `${feedLink(feed)}\n</head>`);
      return { ...files, 'en/articles/feed.xml': '<rss version="2.0"/>' };
    };
    expect(checkDist(fixtureDist(withFeed('/en/articles/feed.xml')))).toEqual([]);
    expect(checkDist(fixtureDist(withFeed('/en/feed.xml')))).toEqual([
      `/en/: <link> points at /en/feed.xml, which is not in dist/`,
    ]);
  });

  it('reports a link to a page that is not in dist/', () => {
    const files = goodPair();
    files['en/index.html'] = page({
      canonical: '/en/',
      alternates: BOTH,
      body: '<a href="/it/">it</a> <a href="/en/pricing/">Pricing</a>',
    });
    expect(checkDist(fixtureDist(files))).toEqual(['/en/: <a> points at /en/pricing/, which is not in dist/']);
  });

  it('reports a missing asset', () => {
    const files = goodPair();
    files['it/index.html'] = page({
      canonical: '/it/',
      alternates: BOTH,
      body: '<a href="/en/">en</a> <img src="/images/missing.svg" alt="">',
    });
    expect(checkDist(fixtureDist(files))).toEqual(['/it/: <img> points at /images/missing.svg, which is not in dist/']);
  });

  it('reports a missing candidate of a srcset', () => {
    const files = goodPair();
    files['images/_/a-360.avif'] = 'avif';
    files['it/index.html'] = page({
      canonical: '/it/',
      alternates: BOTH,
      body: '<a href="/en/">en</a> <picture><source type="image/avif" srcset="/images/_/a-360.avif 360w, /images/_/a-720.avif 720w" sizes="100vw"><img src="/images/logo.svg" alt=""></picture>',
    });
    expect(checkDist(fixtureDist(files))).toEqual([
      '/it/: <source> points at /images/_/a-720.avif, which is not in dist/',
    ]);
  });

  it('reports a link to an anchor the target page does not have', () => {
    const files = goodPair();
    files['en/index.html'] = page({
      canonical: '/en/',
      alternates: BOTH,
      body: '<a href="/it/#pricing">Prezzi</a> <a href="#nowhere">Here</a>',
    });
    expect(checkDist(fixtureDist(files))).toEqual([
      '/en/: <a> points at /it/#pricing, but that page has no id="pricing"',
      '/en/: <a> points at #nowhere, but that page has no id="nowhere"',
    ]);
  });

  it('reports an hreflang alternate that does not point back', () => {
    const files = goodPair();
    files['it/index.html'] = page({ canonical: '/it/', alternates: [['it', '/it/']] });
    expect(checkDist(fixtureDist(files))).toEqual([
      '/en/: hreflang="it" → /it/ does not point back with hreflang="en"',
    ]);
  });

  it('reports an hreflang alternate to a page that is not in dist/', () => {
    const files = goodPair();
    files['en/index.html'] = page({ canonical: '/en/', alternates: [...BOTH, ['de', '/de/']] });
    expect(checkDist(fixtureDist(files))).toEqual([
      `/en/: hreflang="de" points at ${ORIGIN}/de/, which is not a page of dist/`,
    ]);
  });

  it('reports a canonical that is not the page itself', () => {
    const files = goodPair();
    files['it/index.html'] = page({ canonical: '/en/', alternates: BOTH });
    expect(checkDist(fixtureDist(files))).toEqual([`/it/: canonical ${ORIGIN}/en/ is not this page`]);
  });

  it('reports a canonical on another origin', () => {
    const files = goodPair();
    files['en/index.html'] = page({ canonical: '/en/', alternates: BOTH }).replace(
      `href="${ORIGIN}/en/">`,
      'href="https://staging.example/en/">',
    );
    expect(checkDist(fixtureDist(files))).toEqual(['/en/: canonical https://staging.example/en/ is not this page']);
  });

  it('reports a page that no other page of its language links to, counting neither itself nor redirect pages', () => {
    const files = goodPair();
    files['en/orphan/index.html'] = page({
      canonical: '/en/orphan/',
      alternates: [['en', '/en/orphan/']],
      body: '<a href="/en/orphan/">Me</a> <a href="/en/">Home</a>',
    });
    files['it/index.html'] = page({
      canonical: '/it/',
      alternates: BOTH,
      body: '<a href="/en/">en</a> <a href="/en/orphan/">the language menu</a>',
    });
    files['orphan/index.html'] =
      `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="style-src 'self'"><meta http-equiv="refresh" content="0; url=/en/orphan/"></head>` +
      `<body><a href="/en/orphan/">/en/orphan/</a></body></html>`;
    expect(checkDist(fixtureDist(files))).toEqual(['/en/orphan/: no other page links to it']);
  });

  it('does not check the head of redirect pages', () => {
    const files = goodPair();
    files['index.html'] =
      `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="style-src 'self'"><meta http-equiv="refresh" content="0; url=/en/">` +
      `<link rel="canonical" href="${ORIGIN}/en/"></head><body><a href="/en/">English</a></body></html>`;
    expect(checkDist(fixtureDist(files))).toEqual([]);
  });
});

describe('checkDist and inline code', () => {
  it('names the page of each piece of inline code the policy would refuse', () => {
    const files = goodPair();
    files['it/index.html'] = page({
      canonical: '/it/',
      alternates: BOTH,
      body: '<a href="/en/">en</a> <script>x()</script> <a href="/en/index.html">en</a> <a href="/en">en</a>',
    });
    expect(checkDist(fixtureDist(files))).toEqual(['/it/: inline <script>: x()']);
  });

  it("lets an inline script run only when the site's policy names its hash", () => {
    const files = goodPair();
    files['it/index.html'] = page({
      canonical: '/it/',
      alternates: BOTH,
      body: '<a href="/en/">en</a><script>start()</script>',
    });
    expect(checkDist(fixtureDist(files), [cspHash('start()')])).toEqual([]);
    expect(checkDist(fixtureDist(files), [cspHash('other()')])).toEqual(['/it/: inline <script>: start()']);
    expect(headerPolicy().get('script-src')).toEqual(["'self'", `'${starterScript().hash}'`]);
  });
});

describe('checkDist and style policies', () => {
  it('names a page without its style policy', () => {
    const files = goodPair();
    files['it/index.html'] = (files['it/index.html'] ?? '').replace(
      /<meta http-equiv="Content-Security-Policy"[^>]*>/,
      '',
    );
    expect(checkDist(fixtureDist(files))).toEqual([
      '/it/: has no style policy (<meta http-equiv="Content-Security-Policy">)',
    ]);
  });
});

describe('checkDist and character references', () => {
  it('reads attribute values as the browser does', () => {
    const files = goodPair();
    files['it/index.html'] = page({
      canonical: '/it/',
      alternates: BOTH,
      body: '<a href="/en/">en</a> <a href="&#106;avascript:x()">x</a> <a href="/en/#m&#97;in">main</a>',
    });
    expect(checkDist(fixtureDist(files))).toEqual([
      '/it/: <a> points at javascript:x(), which is not in dist/',
      '/it/: <a> has a javascript: URL in href',
    ]);
  });

  it('reads text outside ASCII as UTF-8: names, anchors and paths match, and problems quote it whole', () => {
    const files = goodPair();
    files['it/perché/index.html'] = page({
      canonical: '/it/perché/',
      alternates: [['it', '/it/perché/']],
      body: '<h2 id="città">Città</h2> <a href="/it/">it</a> <a href="#città">qui</a> <a href="/it/già/">già</a>',
    });
    files['it/index.html'] = page({
      canonical: '/it/',
      alternates: BOTH,
      body: '<a href="/en/">en</a> <a href="/it/perché/#città">Perché</a> <a href="/it/perch%C3%A9/">%</a> <a href="/it/perch%C3%A9/#citt%C3%A0">%#</a> <a href="/it/perché/#citt%C3%A9">%#?</a><script>è()</script>',
    });
    expect(checkDist(fixtureDist(files))).toEqual([
      '/it/: inline <script>: è()',
      '/it/: <a> points at /it/perché/#citt%C3%A9, but that page has no id="citté"',
      '/it/perché/: <a> points at /it/già/, which is not in dist/',
    ]);
  });

  it('fails on a symlink anywhere in dist/, and never follows it', () => {
    const outside = fixtureDist({ id_rsa: 'FAKE-SECRET-TOKEN-123' });
    const dist = fixtureDist(goodPair());
    symlinkSync(join(outside, 'id_rsa'), join(dist, 'images', 'avatar.png'));
    symlinkSync(outside, join(dist, 'images', 'link-dir'));
    symlinkSync('logo.svg', join(dist, 'images', 'logo-again.svg'));
    expect(checkDist(dist)).toEqual([
      `dist/images/avatar.png: a symlink (to ${join(outside, 'id_rsa')}); dist/ must hold files, never links`,
      `dist/images/link-dir: a symlink (to ${outside}); dist/ must hold files, never links`,
      `dist/images/logo-again.svg: a symlink (to logo.svg); dist/ must hold files, never links`,
    ]);
  });
});

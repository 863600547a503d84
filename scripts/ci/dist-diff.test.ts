import { describe, expect, it } from 'vitest';
import { fixtureDist } from '../../tests/support/fixture-dist';
import { builtPage, standInPage } from './__fixtures__/built-pages';
import { diffDists } from './dist-diff';

const NO_REDIRECTS = { added: [], removed: [], changed: [] };

describe('diffDists', () => {
  it('finds no difference between two builds that differ only in asset and picture hashes', () => {
    const pages = (hash: string) => ({
      'en/pricing/index.html': builtPage({ hash }),
      'en/team/index.html': builtPage({ hash, title: 'Team | Talvera', main: '<h1>Team</h1>' }),
      '404.html': builtPage({ hash, robots: 'noindex', main: '<h1>Not found</h1>' }),
    });
    const base = fixtureDist(pages('AbC123xy'));
    const head = fixtureDist(pages('Qq_9-8zZ'));
    expect(diffDists(base, head)).toEqual({
      added: [],
      changed: [],
      removed: [],
      unchanged: 3,
      headPages: 3,
      redirects: NO_REDIRECTS,
    });
  });

  it('tells pages added, removed and changed, with what changed on each', () => {
    const base = fixtureDist({
      'en/pricing/index.html': builtPage(),
      'en/team/index.html': builtPage({ title: 'Team | Talvera', main: '<h1>Team</h1><p>We are ten.</p>' }),
      'en/demo/index.html': builtPage({ title: 'Demo | Talvera' }),
      'en/gone/index.html': builtPage({ title: 'Gone | Talvera' }),
      'en/same/index.html': builtPage({ title: 'Same | Talvera' }),
    });
    const head = fixtureDist({
      'en/pricing/index.html': builtPage({ title: 'Plans | Talvera', description: 'Other plans.', hash: 'new' }),
      'en/team/index.html': builtPage({
        title: 'Team | Talvera',
        main: '<h1>Team</h1><p>We are twelve people.</p>',
        hreflang: { en: '/en/team/', it: '/it/team/' },
        robots: 'noindex',
      }),
      'en/demo/index.html': builtPage({ title: 'Demo | Talvera', canonical: '/en/demo/' }),
      'en/same/index.html': builtPage({ title: 'Same | Talvera', hash: 'new' }),
      'en/new/index.html': builtPage({ title: 'New | Talvera' }),
      'it/404.html': builtPage({ title: 'Non trovata' }),
    });
    expect(diffDists(base, head)).toEqual({
      added: ['/en/new/', '/it/404.html'],
      changed: [
        { path: '/en/demo/', changes: ['canonical'], wordDelta: 0 },
        { path: '/en/pricing/', changes: ['title', 'description'], wordDelta: 0 },
        { path: '/en/team/', changes: ['hreflang', 'robots', 'text'], wordDelta: 1 },
      ],
      removed: [{ path: '/en/gone/' }],
      unchanged: 1,
      headPages: 6,
      redirects: NO_REDIRECTS,
    });
  });

  it('reports redirect stand-ins as redirects, not pages, and a page replaced by a redirect as removed', () => {
    const base = fixtureDist({
      'en/articles/old/index.html': builtPage({ title: 'Old | Talvera' }),
      'pricing/index.html': standInPage('/en/pricing/'),
      'team/index.html': standInPage('/en/team/'),
      'en/pricing/index.html': builtPage(),
      _redirects: '# made by the build\n/pricing  /en/pricing/  301\n/team  /en/team/  301\n',
    });
    const head = fixtureDist({
      'en/articles/old/index.html': standInPage('/en/articles/new/'),
      'en/articles/new/index.html': builtPage({ title: 'Old | Talvera' }),
      'pricing/index.html': standInPage('/en/pricing/'),
      'en/pricing/index.html': builtPage(),
      'en/team/index.html': builtPage({ title: 'Team | Talvera' }),
      _redirects: '/pricing  /en/pricing/  301\n/en/articles/old  /en/articles/new/  301\n',
    });
    expect(diffDists(base, head)).toEqual({
      added: ['/en/articles/new/', '/en/team/'],
      changed: [],
      removed: [{ path: '/en/articles/old/', redirectsTo: '/en/articles/new/' }],
      unchanged: 1,
      headPages: 3,
      redirects: {
        added: [{ from: '/en/articles/old', to: '/en/articles/new/', status: 301 }],
        removed: [{ from: '/team', to: '/en/team/', status: 301 }],
        changed: [],
      },
    });
  });

  it('takes a removed page’s destination from a splat rule, or from its stand-in without `_redirects`', () => {
    const base = fixtureDist({
      'en/articoli/x/index.html': builtPage(),
      'en/old/index.html': builtPage(),
      'en/dropped/index.html': builtPage(),
    });
    const head = fixtureDist({
      'en/old/index.html': standInPage('/en/new/'),
      _redirects: '/en/articoli/*  /en/articles/:splat  301\n/en/*  /en/404.html  404\n',
    });
    expect(diffDists(base, head).removed).toEqual([
      { path: '/en/articoli/x/', redirectsTo: '/en/articles/x/' },
      { path: '/en/dropped/' },
      { path: '/en/old/', redirectsTo: '/en/new/' },
    ]);
  });
});

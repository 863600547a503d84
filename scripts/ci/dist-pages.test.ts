import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { fixtureDist } from '../../tests/support/fixture-dist';
import { distPages } from './dist-pages';

describe('distPages', () => {
  it('lists each index.html at its folder’s address and each 404.html at its own, sorted', () => {
    const dist = fixtureDist({
      'index.html': '',
      'en/pricing/index.html': '',
      'en/index.html': '',
      '404.html': '',
      'it/404.html': '',
      'it/articoli/page/2/index.html': '',
      'assets/app-AbC123.js': '',
      'en/articles/feed.xml': '',
      'en/other.html': '',
      _redirects: '',
    });
    expect([...distPages(dist)]).toEqual([
      ['/', join(dist, 'index.html')],
      ['/404.html', join(dist, '404.html')],
      ['/en/', join(dist, 'en/index.html')],
      ['/en/pricing/', join(dist, 'en/pricing/index.html')],
      ['/it/404.html', join(dist, 'it/404.html')],
      ['/it/articoli/page/2/', join(dist, 'it/articoli/page/2/index.html')],
    ]);
  });
});

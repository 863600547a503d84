import { describe, expect, it } from 'vitest';
import { laterListPages, pageCount, pageSlice } from './pagination';
import { alternates } from './route-list';

describe('list pagination', () => {
  it('counts pages, with page 1 even for an empty list', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
  });

  it('gives each page only its own items', () => {
    const items = Array.from({ length: 25 }, (_, index) => index);
    expect(pageSlice(items, 1, 12)).toEqual(items.slice(0, 12));
    expect(pageSlice(items, 3, 12)).toEqual([24]);
    expect(pageSlice(items, 4, 12)).toEqual([]);
  });

  it('lists the pages after the first, per language, from their own counts', () => {
    const pages = laterListPages((language) => (language === 'en' ? 25 : 3), 12);
    expect(pages).toEqual([
      { language: 'en', params: { page: '2' } },
      { language: 'en', params: { page: '3' } },
    ]);
  });

  it('gives a later page no hreflang alternates, not even itself', () => {
    const pages = laterListPages(() => 30, 12);
    expect(alternates('articlesPage', pages[0], pages)).toEqual({});
  });
});

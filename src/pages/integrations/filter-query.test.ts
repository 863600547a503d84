import { describe, expect, it } from 'vitest';
import { filterFromSearch, searchWithFilter } from './filter-query';

const categoryIds = ['calendar', 'email'];

describe('the filter in the address', () => {
  it('reads the text and a known category', () => {
    expect(filterFromSearch('?q=Google+cal&category=calendar', categoryIds)).toEqual({
      query: 'Google cal',
      category: 'calendar',
    });
  });

  it('reads no filter from an empty query string, and ignores an unknown category', () => {
    expect(filterFromSearch('', categoryIds)).toEqual({ query: '', category: null });
    expect(filterFromSearch('?category=Calendario', categoryIds)).toEqual({ query: '', category: null });
  });

  it('writes only what is set, keeping other parameters', () => {
    expect(searchWithFilter('', { query: '', category: null })).toBe('');
    expect(searchWithFilter('?utm_source=news&q=old', { query: 'un’idea è', category: 'email' })).toBe(
      '?utm_source=news&q=un%E2%80%99idea+%C3%A8&category=email',
    );
    expect(searchWithFilter('?q=old&category=email', { query: '', category: null })).toBe('');
  });

  it('reads back what it writes', () => {
    const filter = { query: ' a&b=c?#% ', category: 'calendar' };
    expect(filterFromSearch(searchWithFilter('', filter), categoryIds)).toEqual(filter);
  });
});

import { describe, expect, it } from 'vitest';
import { pageWindow } from './pagination-nav';

describe('pageWindow', () => {
  it('numbers every page of a short list', () => {
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps the first, the last and two either side of the current page, marking gaps', () => {
    expect(pageWindow(10, 84)).toEqual([1, null, 8, 9, 10, 11, 12, null, 84]);
    expect(pageWindow(1, 84)).toEqual([1, 2, 3, null, 84]);
    expect(pageWindow(84, 84)).toEqual([1, null, 82, 83, 84]);
  });

  it('shows the page itself where a gap would hide only one', () => {
    expect(pageWindow(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageWindow(5, 12)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 12]);
  });
});

import { describe, expect, it } from 'vitest';
import { formatTable, kb } from './table';

describe('formatTable', () => {
  it('pads the first column to the left and the others to the right', () => {
    expect(
      formatTable([
        ['articles per language', 'N=10', 'N=1000'],
        ['build, s', '28.1', '211.0'],
        ['  content, ms', '—'],
      ]),
    ).toBe(
      [
        'articles per language   N=10   N=1000',
        'build, s                28.1    211.0',
        '  content, ms              —',
      ].join('\n'),
    );
  });
});

describe('kb', () => {
  it('prints KiB with one decimal', () => {
    expect(kb(1536)).toBe('1.5');
  });
});

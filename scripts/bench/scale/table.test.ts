import { describe, expect, it } from 'vitest';
import { formatTable, kb, medianWithRange } from './table';

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

describe('medianWithRange', () => {
  it('prints the median of the measured values, then their range', () => {
    expect(medianWithRange([4300, 3900, undefined, 4100])).toBe('4100 (3900–4300)');
    expect(medianWithRange([900, 1000, 1200, 800])).toBe('950 (800–1200)');
  });

  it('prints a single value alone, and a dash for none', () => {
    expect(medianWithRange([912.4])).toBe('912');
    expect(medianWithRange([undefined])).toBe('—');
  });
});

import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('writes a calendar date in full in each language, the same on every call', () => {
    expect(formatDate('2026-09-15', 'en')).toBe('15 September 2026');
    expect(formatDate('2026-09-15', 'it')).toBe('15 settembre 2026');
    expect(formatDate('2026-09-15', 'en')).toBe('15 September 2026');
    expect(formatDate('2026-01-01', 'it')).toBe('1 gennaio 2026');
  });
});

import { describe, expect, it } from 'vitest';
import { conjunctionList, longDateFormat, numberFormat, pluralRulesOf } from './intl-formatters';

describe('the Intl formatters', () => {
  it('are made once per language and kind', () => {
    expect(numberFormat('it')).toBe(numberFormat('it'));
    expect(numberFormat('it', 'EUR')).toBe(numberFormat('it', 'EUR'));
    expect(numberFormat('it', 'EUR')).not.toBe(numberFormat('it'));
    expect(numberFormat('en')).not.toBe(numberFormat('it'));
    expect(pluralRulesOf('en')).toBe(pluralRulesOf('en'));
    expect(conjunctionList('it')).toBe(conjunctionList('it'));
    expect(longDateFormat('it')).toBe(longDateFormat('it'));
  });

  it('write each language its own way', () => {
    expect(numberFormat('it').format(10.5)).toBe('10,5');
    expect(numberFormat('en', 'EUR').format(270)).toBe('€270');
    expect(numberFormat('it', 'EUR').format(1270)).toBe('1270\u00a0€');
    expect(conjunctionList('it').format(['A', 'B'])).toBe('A e B');
    expect(pluralRulesOf('en').select(1)).toBe('one');
    expect(longDateFormat('it').format(new Date('2026-09-15T00:00:00Z'))).toBe('15 settembre 2026');
  });
});

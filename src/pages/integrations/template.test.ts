import { describe, expect, it } from 'vitest';
import { countText, splitTemplate } from './template';

describe('page templates', () => {
  it('splits a message around its placeholder', () => {
    expect(splitTemplate('No match for “{{query}}”.', 'query')).toEqual(['No match for “', '”.']);
  });

  it('chooses the singular or plural form by the language', () => {
    const forms = { one: '{{count}} integrazione', other: '{{count}} integrazioni' };
    expect(countText(forms, 1, 'it')).toBe('1 integrazione');
    expect(countText(forms, 0, 'it')).toBe('0 integrazioni');
    expect(countText({ one: '{{count}} integration', other: '{{count}} integrations' }, 0, 'en')).toBe(
      '0 integrations',
    );
  });
});

import { describe, expect, it } from 'vitest';
import en from '../generated/locales/en';
import it_ from '../generated/locales/it';
import type { StringTree } from '../content/schemas/locale';

function leaves(tree: StringTree, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') result.set(`${prefix}${key}`, value);
    else for (const [leafKey, leaf] of leaves(value, `${prefix}${key}.`)) result.set(leafKey, leaf);
  }
  return result;
}

const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the UI strings as built', () => {
  const english = leaves(en);
  const italian = leaves(it_);

  it('have the same keys in English and Italian', () => {
    expect([...italian.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('use the same variables in both languages and are never empty', () => {
    for (const [key, value] of english) {
      expect(value.trim(), key).not.toBe('');
      expect(variables(italian.get(key) ?? ''), key).toEqual(variables(value));
    }
  });

  it('carry the texts the specification prescribes', () => {
    expect(english.get('article.linkCopied')).toBe('Link copied to clipboard!');
    expect(english.get('notFound.title')).toBe('Page Not Found');
    expect(english.get('notFound.returnHome')).toBe('Return to Home');
  });
});

import { describe, expect, it } from 'vitest';
import { pageChanges, wordDelta } from './page-changes';
import type { PageSnapshot } from './page-snapshot';

const page: PageSnapshot = {
  title: 'Pricing | Talvera',
  description: 'Plans.',
  canonical: 'https://www.talvera.example/en/pricing/',
  robots: '',
  hreflang: { en: 'https://www.talvera.example/en/pricing/', it: 'https://www.talvera.example/it/prezzi/' },
  text: 'Pricing From €270',
};

describe('pageChanges', () => {
  it('finds nothing on the same page', () => {
    expect(pageChanges(page, { ...page, hreflang: { ...page.hreflang } })).toEqual([]);
  });

  it('names each field that differs, in a fixed order', () => {
    expect(pageChanges(page, { ...page, text: 'Pricing From €290', title: 'Plans | Talvera' })).toEqual([
      'title',
      'text',
    ]);
    expect(
      pageChanges(page, {
        title: 'x',
        description: 'x',
        canonical: 'x',
        robots: 'noindex',
        hreflang: {},
        text: 'x',
      }),
    ).toEqual(['title', 'description', 'canonical', 'hreflang', 'robots', 'text']);
  });

  it('compares hreflang alternates as a set: another address or language counts, another order does not', () => {
    const { en, it: italian } = page.hreflang;
    expect(pageChanges(page, { ...page, hreflang: { it: italian ?? '', en: en ?? '' } })).toEqual([]);
    expect(pageChanges(page, { ...page, hreflang: { en: en ?? '', it: 'https://www.talvera.example/it/x/' } })).toEqual(
      ['hreflang'],
    );
    expect(pageChanges(page, { ...page, hreflang: { en: en ?? '' } })).toEqual(['hreflang']);
    expect(pageChanges(page, { ...page, hreflang: { en: en ?? '', fr: italian ?? '' } })).toEqual(['hreflang']);
  });
});

describe('wordDelta', () => {
  it('counts words gained or lost, not punctuation standing alone', () => {
    expect(wordDelta('Ask ten recruiters', 'Ask a dozen recruiters')).toBe(1);
    expect(wordDelta('One two three · → four', 'One four')).toBe(-2);
    expect(wordDelta('', 'Hello, world!')).toBe(2);
  });
});

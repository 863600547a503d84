import { describe, expect, it } from 'vitest';
import { articleListRedirect } from './article-fallback';

describe('articleListRedirect', () => {
  it('sends an unknown article slug to the list of its language', () => {
    expect(articleListRedirect('/it/articoli/non-esiste')).toBe('/it/articoli/');
    expect(articleListRedirect('/en/articles/missing/')).toBe('/en/articles/');
  });

  it('sends an unknown language to the default language list', () => {
    expect(articleListRedirect('/de/articles/some-slug')).toBe('/en/articles/');
  });

  it('leaves other addresses alone', () => {
    expect(articleListRedirect('/en/articles/')).toBeNull();
    expect(articleListRedirect('/en/pricing/x')).toBeNull();
    expect(articleListRedirect('/')).toBeNull();
  });
});

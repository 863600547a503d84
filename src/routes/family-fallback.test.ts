import { describe, expect, it } from 'vitest';
import { familyFallbackRedirect } from './family-fallback';

describe('familyFallbackRedirect', () => {
  it('sends an unknown article slug to the list of its language', () => {
    expect(familyFallbackRedirect('/it/articoli/non-esiste')).toBe('/it/articoli/');
    expect(familyFallbackRedirect('/en/articles/missing/')).toBe('/en/articles/');
  });

  it('sends an unknown language to the default language list', () => {
    expect(familyFallbackRedirect('/de/articles/some-slug')).toBe('/en/articles/');
  });

  it('leaves a list page past the last to the not-found page', () => {
    expect(familyFallbackRedirect('/en/articles/page/99/')).toBeNull();
    expect(familyFallbackRedirect('/it/articoli/pagina/99')).toBeNull();
  });

  it('treats the list-page segment without a number as an article slug', () => {
    expect(familyFallbackRedirect('/en/articles/page/')).toBe('/en/articles/');
  });

  it('leaves an unknown item of every other family to the not-found page', () => {
    expect(familyFallbackRedirect('/en/features/no-such-feature/')).toBeNull();
    expect(familyFallbackRedirect('/it/funzionalita/non-esiste/')).toBeNull();
    expect(familyFallbackRedirect('/it/prodotto/non-esiste/')).toBeNull();
    expect(familyFallbackRedirect('/en/case-studies/no-such-case/')).toBeNull();
    expect(familyFallbackRedirect('/it/autori/nessuno/')).toBeNull();
    expect(familyFallbackRedirect('/en/articles/tag/no-such-tag/')).toBeNull();
    expect(familyFallbackRedirect('/de/features/some-feature')).toBeNull();
  });

  it("leaves the industries' overview, whose own address is the family's pattern too, alone", () => {
    expect(familyFallbackRedirect('/en/product/recruiting-software/')).toBeNull();
    expect(familyFallbackRedirect('/it/prodotto/software-recruiting')).toBeNull();
  });

  it('leaves other addresses alone', () => {
    expect(familyFallbackRedirect('/en/articles/')).toBeNull();
    expect(familyFallbackRedirect('/en/pricing/x')).toBeNull();
    expect(familyFallbackRedirect('/')).toBeNull();
  });
});

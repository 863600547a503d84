import { describe, expect, it } from 'vitest';
import { reservedParamValues, reservedValuesOfSource } from './reserved-segments';

describe('reservedParamValues', () => {
  it("reserves the list's page segment and the tag pages' segment for article slugs, per language", () => {
    expect([...reservedParamValues('articleDetail', 'en')]).toEqual(['page', 'tag']);
    expect([...reservedParamValues('articleDetail', 'it')]).toEqual(['pagina', 'tag']);
  });

  it('reserves nothing for a page without parameters', () => {
    expect(reservedParamValues('pricing', 'en').size).toBe(0);
  });

  it("reserves the recruiting-software overview's segment for industry slugs, in each language's words", () => {
    expect([...reservedParamValues('industryDetail', 'en')]).toEqual(['recruiting-software']);
    expect([...reservedParamValues('industryDetail', 'it')]).toEqual(['software-recruiting']);
  });

  it('gives a content source the reserved values of the families it fills, and none to a source no family uses', () => {
    expect([...reservedValuesOfSource('industries', 'it')]).toEqual(['software-recruiting']);
    expect([...reservedValuesOfSource('articles', 'en')]).toEqual(['page', 'tag']);
    expect(reservedValuesOfSource('features', 'en').size).toBe(0);
    expect(reservedValuesOfSource('no-such-source', 'en').size).toBe(0);
  });
});

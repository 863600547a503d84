import { describe, expect, it } from 'vitest';
import { reservedParamValues } from './reserved-segments';

describe('reservedParamValues', () => {
  it("reserves the list's page segment for article slugs, per language", () => {
    expect([...reservedParamValues('articleDetail', 'en')]).toEqual(['page']);
    expect([...reservedParamValues('articleDetail', 'it')]).toEqual(['pagina']);
  });

  it('reserves nothing for a page without parameters', () => {
    expect(reservedParamValues('pricing', 'en').size).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import pricingEn from '../../generated/pricing/en';
import pricingIt from '../../generated/pricing/it';
import { bandLabel } from './price-calculator';

describe('the calculator’s options', () => {
  const bands = [
    { id: 'small', upTo: 5000 },
    { id: 'large', upTo: 100000 },
    { id: 'rest', upTo: null },
  ];
  const labels = (copy: typeof pricingIt.calculator, language: 'en' | 'it') =>
    bands.map((_, index) => bandLabel(bands, index, copy, language));

  it('say each band’s size grouped as the plans write it, the last one open-ended', () => {
    const fill = (template: string, count: string) => template.replace('{{count}}', count);
    const { bandUpTo, bandAbove } = pricingIt.calculator;
    expect(labels(pricingIt.calculator, 'it')).toEqual([
      fill(bandUpTo, '5.000'),
      fill(bandUpTo, '100.000'),
      fill(bandAbove, '100.000'),
    ]);
    const english = pricingEn.calculator;
    expect(labels(english, 'en')).toEqual([
      fill(english.bandUpTo, '5,000'),
      fill(english.bandUpTo, '100,000'),
      fill(english.bandAbove, '100,000'),
    ]);
  });
});

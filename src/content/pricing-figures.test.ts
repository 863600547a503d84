import { describe, expect, it } from 'vitest';
import calculator from '../generated/calculator/en';
import pricingEn from '../generated/pricing/en';
import pricingIt from '../generated/pricing/it';
import { annualSaving, annualSavingPercent, planForBand, pricedPlans } from './pricing-figures';

describe('the annual saving', () => {
  it('is computed from the two prices, rounded down so the page never promises more', () => {
    expect(annualSavingPercent({ annual: 270, monthly: 340 })).toBe(20); // 20.6
    expect(annualSavingPercent({ annual: 80, monthly: 100 })).toBe(20);
    expect(annualSavingPercent({ annual: 299, monthly: 300 })).toBe(0); // 0.3
  });

  it('is the one the site’s plans give, each of them, in both languages', () => {
    for (const content of [pricingEn, pricingIt]) {
      const priced = pricedPlans(content.plans);
      expect(priced.length).toBeGreaterThan(0);
      for (const plan of priced) expect(annualSavingPercent(plan.price)).toBe(annualSaving(content.plans));
    }
  });

  it('is none when every plan is quoted', () => {
    expect(annualSaving([{ id: 'enterprise', price: 'Custom' }])).toBeUndefined();
  });
});

describe('the calculator’s price for a band', () => {
  const plans = [
    { id: 'starter', price: { annual: 270, monthly: 340 }, candidates: 5000 },
    { id: 'growth', price: { annual: 590, monthly: 740 }, candidates: 25000 },
    { id: 'enterprise', price: 'Custom' },
  ];
  const planOf = (upTo: number | null) => planForBand({ id: 'band', upTo }, plans)?.id;

  it('is the cheapest plan whose database holds the band, a quote beyond them', () => {
    expect([5000, 10000, 25000, 50000, null].map(planOf)).toEqual([
      'starter',
      'growth',
      'growth',
      undefined,
      undefined,
    ]);
  });

  it('does not depend on the order the plans are listed in', () => {
    expect(planForBand({ id: 'band', upTo: 5000 }, [...plans].reverse())?.id).toBe('starter');
  });

  it('is, for every band of the site, a plan’s own prices and a plan that holds the band', () => {
    const priced = pricedPlans(pricingEn.plans);
    for (const band of calculator.bands) {
      const plan = planForBand(band, pricingEn.plans);
      if (!plan) {
        // Only a band no plan with prices holds is quoted.
        expect(priced.filter((candidate) => band.upTo !== null && (candidate.candidates ?? 0) >= band.upTo)).toEqual(
          [],
        );
        continue;
      }
      expect(priced).toContain(plan);
      expect(plan.candidates).toBeGreaterThanOrEqual(band.upTo ?? Infinity);
    }
    // Each plan with prices is the estimate of the band that ends at its limit.
    for (const plan of priced) {
      const band = calculator.bands.find((candidate) => candidate.upTo === plan.candidates);
      expect(band && planForBand(band, pricingEn.plans)).toBe(plan);
    }
  });
});

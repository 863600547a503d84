import { describe, expect, it } from 'vitest';
import { addressWithBilling, billingFromSearch } from './billing';

describe('the billing in the address', () => {
  it('reads ?billing=monthly or annual, and nothing else', () => {
    expect(billingFromSearch('?billing=monthly')).toBe('monthly');
    expect(billingFromSearch('?q=1&billing=annual')).toBe('annual');
    expect(billingFromSearch('')).toBeUndefined();
    expect(billingFromSearch('?billing=weekly')).toBeUndefined();
  });

  it('writes monthly as a parameter and annual as none, keeping the rest of the address', () => {
    const page = 'https://talvera.example/en/pricing/';
    expect(addressWithBilling(page, 'monthly')).toBe('/en/pricing/?billing=monthly');
    expect(addressWithBilling(`${page}?billing=monthly#all-features`, 'annual')).toBe('/en/pricing/#all-features');
    expect(addressWithBilling(`${page}?ref=home`, 'monthly')).toBe('/en/pricing/?ref=home&billing=monthly');
  });
});

export const BILLINGS = ['annual', 'monthly'] as const;

export type Billing = (typeof BILLINGS)[number];

export const BILLING_PARAM = 'billing';

export function billingFromSearch(search: string): Billing | undefined {
  const value = new URLSearchParams(search).get(BILLING_PARAM);
  return BILLINGS.find((billing) => billing === value);
}

/** Annual, the default, leaves no parameter, so the plain address stays the one to share; others are kept. */
export function addressWithBilling(href: string, billing: Billing): string {
  const url = new URL(href);
  if (billing === 'annual') url.searchParams.delete(BILLING_PARAM);
  else url.searchParams.set(BILLING_PARAM, billing);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** How a customer pays for a plan: the pricing page's switch chooses one, annual first. */
export const BILLINGS = ['annual', 'monthly'] as const;

export type Billing = (typeof BILLINGS)[number];

/** The query parameter that keeps the choice in the page's address (`?billing=monthly`). */
export const BILLING_PARAM = 'billing';

/** The billing an address's query asks for, or undefined when it names none the page knows. */
export function billingFromSearch(search: string): Billing | undefined {
  const value = new URLSearchParams(search).get(BILLING_PARAM);
  return BILLINGS.find((billing) => billing === value);
}

/**
 * The page's address (path, query and hash) with `billing` chosen; annual, the default, leaves
 * no parameter, so the plain address stays the one to share. Other parameters are kept.
 */
export function addressWithBilling(href: string, billing: Billing): string {
  const url = new URL(href);
  if (billing === 'annual') url.searchParams.delete(BILLING_PARAM);
  else url.searchParams.set(BILLING_PARAM, billing);
  return `${url.pathname}${url.search}${url.hash}`;
}

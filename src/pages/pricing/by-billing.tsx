import type { ReactNode } from 'react';
import { BILLINGS, type Billing } from './billing';

type ByBillingProps = {
  children: (billing: Billing) => ReactNode;
  /** `span` where only phrasing content may stand (inside an `<output>`). */
  as?: 'div' | 'span';
};

/**
 * What a price says for each billing, all in the HTML and in one grid cell: the stylesheet shows
 * the one the billing switch has checked (src/styles.css, "billing switch"), before any script
 * runs, and the cell keeps the size of the larger, so switching moves nothing on the page.
 */
export function ByBilling({ children, as: Element = 'div' }: ByBillingProps) {
  return (
    <Element className="billing-pair">
      {BILLINGS.map((billing) => (
        <Element key={billing} data-billing={billing}>
          {children(billing)}
        </Element>
      ))}
    </Element>
  );
}

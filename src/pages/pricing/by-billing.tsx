import type { ReactNode } from 'react';
import { BILLINGS, type Billing } from './billing';

type ByBillingProps = {
  children: (billing: Billing) => ReactNode;
  /** `span` where only phrasing content may stand (inside an `<output>`). */
  as?: 'div' | 'span';
};

/** Every billing's price in one grid cell; the stylesheet shows the checked one before any script, and the cell keeps the larger size. */
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

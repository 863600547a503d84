import { useEffect, useRef } from 'react';
import type { PricingContent } from '../../content/schemas/pricing';
import { addressWithBilling, billingFromSearch, BILLINGS, type Billing } from './billing';

type BillingSwitchProps = {
  copy: PricingContent['billing'];
  /** e.g. "20%"; undefined when no plan has prices to compare. */
  saving: string | undefined;
};

/**
 * A native radio group; the stylesheet shows the checked choice's prices, so it works before the
 * script. Then the choice is read from and written to `?billing=` (replaceState), so a shared
 * address keeps it. Nothing re-renders: the radios are the state.
 */
export function BillingSwitch({ copy, saving }: BillingSwitchProps) {
  const inputs = useRef<Partial<Record<Billing, HTMLInputElement | null>>>({});

  useEffect(() => {
    const asked = billingFromSearch(window.location.search);
    const input = asked === undefined ? undefined : inputs.current[asked];
    if (input) input.checked = true;
  }, []);

  const choose = (billing: Billing) => {
    window.history.replaceState(window.history.state, '', addressWithBilling(window.location.href, billing));
  };

  return (
    <fieldset className="mx-auto flex w-fit flex-wrap justify-center gap-1 rounded-full bg-slate-100 p-1 ring-1 ring-slate-200">
      <legend className="sr-only">{copy.legend}</legend>
      {BILLINGS.map((billing) => (
        <label
          key={billing}
          className="relative flex cursor-pointer items-center gap-2 rounded-full px-5 py-2 text-sm font-semibold text-slate-700 has-checked:bg-brand-600 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
        >
          <input
            ref={(element) => {
              inputs.current[billing] = element;
            }}
            type="radio"
            name="billing"
            value={billing}
            data-billing-choice={billing}
            defaultChecked={billing === 'annual'}
            onChange={() => {
              choose(billing);
            }}
            className="sr-only"
          />
          {copy[billing]}
          {billing === 'annual' && saving !== undefined ? (
            <span className="rounded-full bg-teal-50 px-2 py-0.5 text-xs font-semibold text-teal-800">
              {copy.saving.replace('{{saving}}', saving)}
            </span>
          ) : null}
        </label>
      ))}
    </fieldset>
  );
}

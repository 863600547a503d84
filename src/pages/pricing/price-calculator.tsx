import { useId, useState } from 'react';
import { planForBand } from '../../content/pricing-figures';
import type { CalculatorInLanguage, Plan, PricingContent } from '../../content/schemas/pricing';
import { countFormat } from '../../i18n/intl-formatters';
import type { Language } from '../../i18n/languages';
import { ByBilling } from './by-billing';
import { formatEuro } from './format-euro';

type PriceCalculatorProps = {
  calculator: CalculatorInLanguage;
  plans: readonly Plan[];
  copy: PricingContent['calculator'];
  labels: PricingContent['planLabels'];
  language: Language;
};

/** "Up to 5,000 candidates", the last "More than 100,000 candidates". */
export function bandLabel(
  bands: CalculatorInLanguage['bands'],
  index: number,
  copy: PricingContent['calculator'],
  language: Language,
): string {
  const count = (value: number) => countFormat(language).format(value);
  const upTo = bands[index]?.upTo ?? null;
  if (upTo !== null) return copy.bandUpTo.replace('{{count}}', count(upTo));
  return copy.bandAbove.replace('{{count}}', count(bands[index - 1]?.upTo ?? 0));
}

/** The cheapest plan holding the database size (planForBand), for the chosen billing; a quote beyond every priced plan. */
export function PriceCalculator({ calculator, plans, copy, labels, language }: PriceCalculatorProps) {
  const id = useId();
  const [bandId, setBandId] = useState(calculator.bands[0]?.id ?? '');
  const band = calculator.bands.find((candidate) => candidate.id === bandId);
  const plan = band ? planForBand(band, plans) : undefined;
  return (
    <section
      aria-labelledby="calculator-title"
      className="mx-auto max-w-3xl rounded-3xl bg-slate-900 p-8 text-white sm:p-10"
    >
      <h2 id="calculator-title" className="text-2xl font-bold">
        {copy.heading}
      </h2>
      <p className="mt-2 text-slate-300">{copy.intro}</p>
      <div className="mt-6 grid items-end gap-6 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-band`} className="block text-sm font-medium text-slate-200">
            {copy.databaseSize}
          </label>
          <select
            id={`${id}-band`}
            value={bandId}
            onChange={(event) => {
              setBandId(event.target.value);
            }}
            className="mt-2 block w-full rounded-lg border border-slate-600 bg-slate-800 px-3 py-2.5 text-white"
          >
            {calculator.bands.map((option, index) => (
              <option key={option.id} value={option.id}>
                {bandLabel(calculator.bands, index, copy, language)}
              </option>
            ))}
          </select>
        </div>
        <output htmlFor={`${id}-band`} aria-live="polite" className="block" data-testid="calculator-estimate">
          <span className="block text-sm text-slate-300">{copy.estimatedPrice}</span>
          {plan ? (
            <>
              <ByBilling as="span">
                {(billing) => (
                  <>
                    <span className="mt-1 block text-4xl font-extrabold">
                      {formatEuro(plan.price[billing], language)}
                    </span>
                    <span className="block text-sm text-slate-300">
                      {labels.perUserPerMonth} {labels.vat}
                      <br />
                      {billing === 'annual' ? labels.billedAnnually : labels.billedMonthly}
                    </span>
                  </>
                )}
              </ByBilling>
              <span className="mt-1 block text-sm font-semibold text-teal-300">
                {copy.fitsPlan.replace('{{plan}}', plan.name)}
              </span>
            </>
          ) : (
            <span className="mt-1 block text-4xl font-extrabold">{copy.customPrice}</span>
          )}
        </output>
      </div>
    </section>
  );
}

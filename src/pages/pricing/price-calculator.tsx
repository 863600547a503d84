import { useId, useState } from 'react';
import type { CalculatorInLanguage, PricingContent } from '../../content/schemas/pricing';
import type { Language } from '../../i18n/languages';
import { formatEuro } from './format-euro';

type PriceCalculatorProps = {
  calculator: CalculatorInLanguage;
  copy: PricingContent['calculator'];
  /** The price's unit, as the plan cards write it. */
  perUserPerMonth: string;
  language: Language;
};

/** Estimates the price per user per month from the size of the candidate database. */
export function PriceCalculator({ calculator, copy, perUserPerMonth, language }: PriceCalculatorProps) {
  const id = useId();
  const [bandId, setBandId] = useState(calculator.bands[0]?.id ?? '');
  const band = calculator.bands.find((candidate) => candidate.id === bandId);
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
            {calculator.bands.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <output htmlFor={`${id}-band`} aria-live="polite" className="block">
          <span className="block text-sm text-slate-300">{copy.estimatedPrice}</span>
          <span className="mt-1 block text-4xl font-extrabold" data-testid="calculator-estimate">
            {band?.pricePerUser == null ? copy.customPrice : formatEuro(band.pricePerUser, language)}
          </span>
          {band?.pricePerUser == null ? null : <span className="block text-sm text-slate-300">{perUserPerMonth}</span>}
        </output>
      </div>
    </section>
  );
}

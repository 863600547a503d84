import { CheckIcon } from '../../components/check-list';
import { siteConfig } from '../../config';
import type { Plan, PricingContent } from '../../content/schemas/pricing';
import type { Language } from '../../i18n/languages';
import { ByBilling } from './by-billing';
import { formatEuro } from './format-euro';

function FeatureMark({ comingSoon }: { comingSoon: boolean }) {
  return comingSoon ? (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 text-amber-600">
      <circle cx="10" cy="10" r="7.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M10 6v4.5l3 1.8" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  ) : (
    <CheckIcon />
  );
}

type PlanCardProps = { plan: Plan; labels: PricingContent['planLabels']; language: Language };

/** A feature marked `comingSoon` in content/pricing/ carries the badge. */
export function PlanCard({ plan, labels, language }: PlanCardProps) {
  const booking = plan.booking === 'trial' ? siteConfig.trialBookingUrl : siteConfig.salesBookingUrl;
  const { price } = plan;
  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      data-highlighted={plan.highlighted}
      className="relative flex flex-col rounded-3xl bg-white p-8 shadow-sm ring-1 ring-slate-200 data-[highlighted=true]:shadow-xl data-[highlighted=true]:ring-2 data-[highlighted=true]:ring-brand-600"
    >
      {plan.highlighted ? (
        <p className="absolute -top-3 left-8 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">
          {labels.mostPopular}
        </p>
      ) : null}
      <h3 id={`plan-${plan.id}`} className="text-xl font-bold text-slate-900">
        {plan.name}
      </h3>
      {typeof price === 'string' ? (
        <p className="mt-4 text-4xl font-extrabold tracking-tight text-slate-900">{price}</p>
      ) : (
        <ByBilling>
          {(billing) => (
            <>
              <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
                <span className="text-4xl font-extrabold tracking-tight text-slate-900">
                  {formatEuro(price[billing], language)}
                </span>
                <span className="text-sm text-slate-600">
                  {labels.perUserPerMonth} {labels.vat}
                </span>
              </p>
              <p className="mt-1 text-sm text-slate-600">
                {billing === 'annual' ? labels.billedAnnually : labels.billedMonthly}
              </p>
            </>
          )}
        </ByBilling>
      )}
      <p className="mt-4 text-slate-600">{plan.description}</p>
      <ul className="mt-6 flex-1 space-y-3 text-sm text-slate-700">
        {plan.features.map(({ feature, comingSoon }) => (
          <li key={feature} className="flex gap-3">
            <FeatureMark comingSoon={comingSoon} />
            <span>
              {feature}
              {comingSoon ? (
                <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
                  {labels.comingSoon}
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      <a
        href={booking}
        className={`mt-8 rounded-full px-5 py-3 text-center font-semibold ${plan.highlighted ? 'bg-brand-600 text-white hover:bg-brand-700' : 'border border-slate-300 text-slate-800 hover:border-brand-600'}`}
      >
        {plan.cta}
        <span className="sr-only">: {plan.name}</span>
      </a>
    </article>
  );
}

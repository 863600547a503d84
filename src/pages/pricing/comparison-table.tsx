import { CheckIcon } from '../../components/check-list';
import { PAGE_CONTAINER } from '../../components/page-section';
import { useTranslation } from '../../i18n/use-translation';
import type { ComparisonInLanguage, Plan, PricingContent } from '../../content/schemas/pricing';

function Mark({ included }: { included: boolean }) {
  const { t } = useTranslation();
  return included ? (
    <>
      <CheckIcon className="mx-auto size-5 text-teal-600" />
      <span className="sr-only">{t('pricing.included')}</span>
    </>
  ) : (
    <>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mx-auto size-4 text-slate-400">
        <path fill="currentColor" d="M5 9h10v2H5z" />
      </svg>
      <span className="sr-only">{t('pricing.notIncluded')}</span>
    </>
  );
}

type ComparisonTableProps = {
  comparison: ComparisonInLanguage;
  plans: readonly Plan[];
  copy: PricingContent['comparison'];
};

/** A real table with header cells, grouped by category, a column per plan; on a phone it scrolls with the feature column held. */
export function ComparisonTable({ comparison, plans, copy }: ComparisonTableProps) {
  const { t } = useTranslation();
  return (
    <section id="all-features" aria-labelledby="all-features-title" className={`${PAGE_CONTAINER} py-20`}>
      <h2 id="all-features-title" className="text-3xl font-extrabold tracking-tight text-slate-900">
        {copy.heading}
      </h2>
      <p className="mt-3 max-w-3xl text-lg text-slate-600">{copy.intro}</p>
      {/* `relative` makes the scroller the containing block of the cells' absolutely positioned
          sr-only texts: without it they escape its clipping and widen the page on a phone. */}
      <div
        role="region"
        aria-label={t('pricing.tableRegion')}
        tabIndex={0}
        className="relative mt-10 overflow-x-auto rounded-2xl ring-1 ring-slate-200"
      >
        <table className="w-full min-w-[32rem] border-collapse text-left text-sm">
          <caption className="sr-only">{t('pricing.comparisonCaption')}</caption>
          <thead className="bg-slate-50">
            <tr>
              <th
                scope="col"
                className="sticky left-0 z-10 w-36 bg-slate-50 px-4 py-4 font-semibold text-slate-900 sm:w-auto"
              >
                {copy.featureColumn}
              </th>
              {plans.map((plan) => (
                <th key={plan.id} scope="col" className="px-4 py-4 text-center font-semibold text-slate-900">
                  {plan.name}
                </th>
              ))}
            </tr>
          </thead>
          {comparison.categories.map((category) => (
            <tbody key={category.id}>
              <tr className="bg-brand-50">
                <th scope="rowgroup" className="sticky left-0 bg-brand-50 px-4 py-3 font-semibold text-brand-900">
                  {category.name}
                </th>
                {/* The plan names again, for eyes far below the table's head; screen readers
                    already hear them from the column headers. */}
                {plans.map((plan) => (
                  <td
                    key={plan.id}
                    aria-hidden="true"
                    className="px-2 py-3 text-center text-xs font-semibold text-brand-900/80"
                  >
                    {plan.name}
                  </td>
                ))}
              </tr>
              {category.rows.map((row) => (
                <tr key={row.id} data-row={row.id} className="border-t border-slate-100">
                  <th
                    scope="row"
                    className="sticky left-0 w-36 bg-white px-4 py-3 font-normal text-slate-700 sm:w-auto"
                  >
                    {row.feature}
                  </th>
                  {plans.map((plan) => (
                    <td key={plan.id} className="px-4 py-3 text-center">
                      <Mark included={row.plans.includes(plan.id)} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </section>
  );
}

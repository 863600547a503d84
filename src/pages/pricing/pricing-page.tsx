import { useTranslation } from 'react-i18next';
import { TestimonialsSection } from '../../components/testimonials-section';
import type { CalculatorInLanguage, ComparisonInLanguage, PricingContent } from '../../content/schemas/pricing';
import type { Testimonial } from '../../content/schemas/testimonials';
import type { Language } from '../../i18n/languages';
import { useScrollToHashOnArrival } from '../../layout/scroll-to-section';
import { pathTo } from '../../routes/paths';
import { StaticPageHead } from '../static-page-head';
import { ComparisonTable } from './comparison-table';
import { PlanCard } from './plan-card';
import { PriceCalculator } from './price-calculator';
import { PricingFacts } from './pricing-facts';

/** site-core.md §9: arriving from the home page's features button, wait 500 ms, then scroll. */
const ARRIVAL_SCROLL_DELAY_MS = 500;

export type PricingPageProps = {
  language: Language;
  content: PricingContent;
  calculator: CalculatorInLanguage;
  comparison: ComparisonInLanguage;
  testimonials: readonly Testimonial[];
};

/** Plans, the price calculator, the full comparison, the buying facts and testimonials. */
export function PricingPage({ language, content, calculator, comparison, testimonials }: PricingPageProps) {
  const { t } = useTranslation();
  useScrollToHashOnArrival(ARRIVAL_SCROLL_DELAY_MS);
  const demoPath = pathTo('demo', language);
  return (
    <>
      <StaticPageHead pageId="pricing" language={language} />
      <div className="mx-auto max-w-3xl px-4 pt-32 text-center sm:px-6">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{content.heading}</h1>
        <p className="mt-4 text-lg text-slate-600">{content.intro}</p>
        <a
          href={demoPath}
          className="mt-6 inline-block font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          {content.demoLink}
        </a>
      </div>
      <section
        id="feature-comparison"
        aria-labelledby="plans-title"
        className="mx-auto max-w-7xl px-4 pt-16 pb-12 sm:px-6 lg:px-8"
      >
        <h2 id="plans-title" className="sr-only">
          {t('pricing.plansHeading')}
        </h2>
        <div className="grid gap-8 md:grid-cols-2 xl:grid-cols-4">
          {content.plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} language={language} />
          ))}
        </div>
      </section>
      <div className="px-4">
        <PriceCalculator calculator={calculator} copy={content.calculator} language={language} />
      </div>
      <ComparisonTable comparison={comparison} plans={content.plans} copy={content.comparison} />
      <PricingFacts facts={content.facts} />
      <section
        aria-labelledby="expert-title"
        className="mx-auto mb-20 max-w-4xl rounded-3xl bg-brand-600 px-6 py-12 text-center text-white"
      >
        <h2 id="expert-title" className="text-2xl font-bold">
          {content.expert.heading}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-brand-50">{content.expert.text}</p>
        <a
          href={demoPath}
          className="mt-6 inline-block rounded-full bg-white px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {content.expert.cta}
        </a>
      </section>
      <TestimonialsSection testimonials={testimonials} heading={t('pricing.testimonialsHeading')} />
    </>
  );
}

import { DemoCallToAction } from '../../components/demo-call-to-action';
import { PageTitle } from '../../components/page-hero';
import { PAGE_CONTAINER } from '../../components/page-section';
import { TestimonialsSection } from '../../components/testimonials-section';
import type { CalculatorInLanguage, ComparisonInLanguage, PricingContent } from '../../content/schemas/pricing';
import type { Testimonial } from '../../content/schemas/testimonials';
import type { Language } from '../../i18n/languages';
import { faqPageJsonLd } from '../../components/sections/faq-json-ld';
import { jsonLdScript } from '../../layout/json-ld';
import { PageHead } from '../../layout/page-head';
import { useScrollToHashOnArrival } from '../../layout/scroll-to-section';
import { pathTo } from '../../routes/paths';
import { BillingSwitch } from './billing-switch';
import { ComparisonTable } from './comparison-table';
import { PlanCard } from './plan-card';
import { PriceCalculator } from './price-calculator';
import { PricingFacts } from './pricing-facts';
import { formattedSaving, withSaving } from './saving';

/** Arriving from the home page's features button, wait for the page to settle, then scroll. */
const ARRIVAL_SCROLL_DELAY_MS = 500;

export type PricingPageProps = {
  language: Language;
  content: PricingContent;
  calculator: CalculatorInLanguage;
  comparison: ComparisonInLanguage;
  testimonials: readonly Testimonial[];
};

export function PricingPage({ language, content, calculator, comparison, testimonials }: PricingPageProps) {
  useScrollToHashOnArrival(ARRIVAL_SCROLL_DELAY_MS);
  const demoPath = pathTo('demo', language);
  const saving = formattedSaving(content.plans, language);
  const questions = content.facts.items.map((item) => ({
    question: withSaving(item.question, saving),
    answer: withSaving(item.answer, saving),
  }));
  return (
    <>
      <PageHead language={language} {...content.meta}>
        {jsonLdScript(faqPageJsonLd(questions), 'faq')}
      </PageHead>
      <div className="mx-auto max-w-3xl px-4 pt-32 text-center sm:px-6">
        <PageTitle>{content.heading}</PageTitle>
        <p className="mt-4 text-lg text-slate-600">{content.intro}</p>
        <a
          href={demoPath}
          className="mt-6 inline-block font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          {content.demoLink}
        </a>
      </div>
      {/* The switch shows its choice's prices in the plans and the calculator, by CSS (ByBilling). */}
      <div className="billing-scope">
        <section id="feature-comparison" aria-labelledby="plans-title" className={`${PAGE_CONTAINER} pt-16 pb-12`}>
          <h2 id="plans-title" className="sr-only">
            {content.plansHeading}
          </h2>
          {saving === undefined ? null : <BillingSwitch copy={content.billing} saving={saving} />}
          <div className="mt-12 grid gap-8 md:grid-cols-2 xl:grid-cols-4">
            {content.plans.map((plan) => (
              <PlanCard key={plan.id} plan={plan} labels={content.planLabels} language={language} />
            ))}
          </div>
        </section>
        <div className="px-4">
          <PriceCalculator
            calculator={calculator}
            plans={content.plans}
            copy={content.calculator}
            labels={content.planLabels}
            language={language}
          />
        </div>
      </div>
      <ComparisonTable comparison={comparison} plans={content.plans} copy={content.comparison} />
      <PricingFacts heading={content.facts.heading} items={questions} />
      <DemoCallToAction language={language} {...content.expert} />
      <TestimonialsSection testimonials={testimonials} heading={content.testimonialsHeading} />
    </>
  );
}

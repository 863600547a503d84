import { Accordion } from '../../components/accordion';
import { PAGE_CONTAINER } from '../../components/page-section';
import type { PricingContent } from '../../content/schemas/pricing';

/**
 * Short answers to the questions buyers ask before choosing a plan (site-core.md §9), as an
 * accordion: the questions scan at a glance, one answer opens at a time.
 */
export function PricingFacts({ facts }: { facts: PricingContent['facts'] }) {
  return (
    <section aria-labelledby="facts-title" className={`${PAGE_CONTAINER} py-16`}>
      <h2 id="facts-title" className="text-2xl font-bold text-slate-900">
        {facts.heading}
      </h2>
      <div className="mt-8 max-w-3xl">
        <Accordion
          idPrefix="facts"
          items={facts.items.map((item) => ({ title: item.question, content: <p>{item.answer}</p> }))}
        />
      </div>
    </section>
  );
}

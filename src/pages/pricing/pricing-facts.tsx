import { Accordion } from '../../components/accordion';
import { PAGE_CONTAINER } from '../../components/page-section';
import type { PricingContent } from '../../content/schemas/pricing';

/** The items come with `{{saving}}` filled in, as the page's FAQPage JSON-LD states them too. */
export function PricingFacts({ heading, items }: PricingContent['facts']) {
  return (
    <section aria-labelledby="facts-title" className={`${PAGE_CONTAINER} py-16`}>
      <h2 id="facts-title" className="text-2xl font-bold text-slate-900">
        {heading}
      </h2>
      <div className="mt-8 max-w-3xl">
        <Accordion
          idPrefix="facts"
          items={items.map((item) => ({ title: item.question, content: <p>{item.answer}</p> }))}
        />
      </div>
    </section>
  );
}

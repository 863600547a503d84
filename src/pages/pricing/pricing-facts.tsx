import type { PricingContent } from '../../content/schemas/pricing';

/** Short answers to the questions buyers ask before choosing a plan (site-core.md §9). */
export function PricingFacts({ facts }: { facts: PricingContent['facts'] }) {
  return (
    <section aria-labelledby="facts-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <h2 id="facts-title" className="text-2xl font-bold text-slate-900">
        {facts.heading}
      </h2>
      <dl className="mt-8 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
        {facts.items.map((item) => (
          <div key={item.question}>
            <dt className="font-semibold text-slate-900">{item.question}</dt>
            <dd className="mt-2 text-slate-600">{item.answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

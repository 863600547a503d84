import type { HomeContent } from '../../content/schemas/home';
import { SectionHeading } from '../../components/section-heading';
import type { Language } from '../../i18n/languages';
import { pathTo } from '../../routes/paths';
import { FeatureIcon } from './feature-icon';

/** The nine feature cards (id `features`) and the way to the full comparison on the pricing page. */
export function FeaturesSection({ features, language }: { features: HomeContent['features']; language: Language }) {
  return (
    <section id="features" aria-labelledby="features-title" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="features-title"
          eyebrow={features.eyebrow}
          heading={features.heading}
          intro={features.intro}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.cards.map((card) => (
            <li key={card.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <FeatureIcon name={card.icon} />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{card.title}</h3>
              <p className="mt-2 text-slate-600">{card.description}</p>
            </li>
          ))}
        </ul>
        <div className="mt-12 text-center">
          <a
            href={`${pathTo('pricing', language)}#all-features`}
            className="inline-flex rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-700"
          >
            {features.compareCta}
          </a>
        </div>
      </div>
    </section>
  );
}

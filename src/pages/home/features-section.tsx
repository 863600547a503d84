import { ButtonLink } from '../../components/button-link';
import { PageSection } from '../../components/page-section';
import type { HomeContent } from '../../content/schemas/home';
import type { Language } from '../../i18n/languages';
import { pathTo } from '../../routes/paths';
import { GlyphIcon } from '../../components/sections/glyph';

/** The feature cards (id `features`), in rows that wrap, and the way to the full comparison on the pricing page. */
export function FeaturesSection({ features, language }: { features: HomeContent['features']; language: Language }) {
  return (
    <PageSection
      id="features"
      headingId="features-title"
      eyebrow={features.eyebrow}
      heading={features.heading}
      renderWhenNear
      intro={features.intro}
      tone="muted"
    >
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {features.cards.map((card) => (
          <li key={card.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <GlyphIcon name={card.icon} />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{card.title}</h3>
            <p className="mt-2 text-slate-600">{card.description}</p>
          </li>
        ))}
      </ul>
      <div className="mt-12 text-center">
        <ButtonLink href={`${pathTo('pricing', language)}#all-features`}>{features.compareCta}</ButtonLink>
      </div>
    </PageSection>
  );
}

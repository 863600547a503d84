import type { SectionTone } from '../page-section';
import { SectionFrame } from './section-frame';
import type { SectionOf } from '../../content/schemas/sections';
import { Glyph } from './glyph';
import { usePageHref } from './page-hrefs';

type FeatureGridSectionProps = { section: SectionOf<'featureGrid'>; headingId: string; tone: SectionTone };

/** Capabilities as cards: glyph, title, text and, where given, a link to the page that tells more. */
export function FeatureGridSection({ section, headingId, tone }: FeatureGridSectionProps) {
  const hrefOf = usePageHref();
  return (
    <SectionFrame section={section} headingId={headingId} tone={tone}>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {section.cards.map((card) => (
          <li key={card.title} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <Glyph name={card.glyph} />
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{card.title}</h3>
            <p className="mt-2 text-slate-600">{card.text}</p>
            {card.link ? (
              <a
                href={hrefOf(card.link)}
                className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
              >
                {card.link.label}
                <span aria-hidden="true">→</span>
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

import type { SectionTone } from '../page-section';
import { SectionFrame } from './section-frame';
import type { SectionOf } from '../../content/schemas/sections';
import { Glyph } from './glyph';
import { usePageHref } from './page-hrefs';

type LinkCardsSectionProps = { section: SectionOf<'linkCards'>; headingId: string; tone: SectionTone };

/**
 * Cards that each lead to a page: the title is the link, and the whole card answers to it. Rows
 * are centred, so a short last row (or a single card) sits in the middle.
 */
export function LinkCardsSection({ section, headingId, tone }: LinkCardsSectionProps) {
  const hrefOf = usePageHref();
  return (
    <SectionFrame section={section} headingId={headingId} tone={tone}>
      <ul className="mt-12 flex flex-wrap justify-center gap-6">
        {section.cards.map((card) => (
          <li
            key={card.title}
            className="relative flex w-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 focus-within:ring-2 focus-within:ring-brand-600 hover:ring-brand-600 sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-4.5rem)/4)]"
          >
            {card.glyph ? <Glyph name={card.glyph} /> : null}
            <h3 className={`text-lg font-semibold text-slate-900 ${card.glyph ? 'mt-4' : ''}`}>
              <a href={hrefOf(card.link)} className="after:absolute after:inset-0 focus:outline-none">
                {card.title}
              </a>
            </h3>
            <p className="mt-2 text-slate-600">{card.text}</p>
            <span aria-hidden="true" className="mt-auto pt-4 font-semibold text-brand-700">
              →
            </span>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

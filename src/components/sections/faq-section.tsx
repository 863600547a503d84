import { DisclosureChevron } from '../disclosure-chevron';
import type { SectionTone } from '../page-section';
import { SectionFrame } from './section-frame';
import type { SectionOf } from '../../content/schemas/sections';

type FaqSectionProps = { section: SectionOf<'faq'>; headingId: string; tone: SectionTone };

/** Native disclosures sharing one `name`: one open at a time without JavaScript, every answer in the HTML for find-in-page. */
export function FaqSection({ section, headingId, tone }: FaqSectionProps) {
  return (
    <SectionFrame section={section} headingId={headingId} tone={tone}>
      <div className="mx-auto mt-12 max-w-3xl divide-y divide-slate-200 border-y border-slate-200">
        {section.items.map((item) => (
          <details key={item.question} name={`${headingId}-questions`} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-left font-semibold text-slate-900 hover:text-brand-700 [&::-webkit-details-marker]:hidden">
              {item.question}
              <DisclosureChevron />
            </summary>
            <p className="pb-5 text-slate-600">{item.answer}</p>
          </details>
        ))}
      </div>
    </SectionFrame>
  );
}

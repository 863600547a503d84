import { PageSection, type SectionTone } from '../page-section';
import type { SectionOf } from '../../content/schemas/sections';

type FaqSectionProps = { section: SectionOf<'faq'>; headingId: string; tone: SectionTone };

/**
 * Questions as native disclosures sharing one `name`: the browser keeps one open at a time and
 * closes the open one when its question is chosen again, without JavaScript, with the keyboard,
 * and with every answer in the HTML (found by find-in-page). FAQPage JSON-LD: faq-json-ld.ts.
 */
export function FaqSection({ section, headingId, tone }: FaqSectionProps) {
  return (
    <PageSection
      headingId={headingId}
      eyebrow={section.eyebrow}
      heading={section.heading}
      intro={section.intro}
      tone={tone}
    >
      <div className="mx-auto mt-12 max-w-3xl divide-y divide-slate-200 border-y border-slate-200">
        {section.items.map((item) => (
          <details key={item.question} name={`${headingId}-questions`} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-left font-semibold text-slate-900 hover:text-brand-700 [&::-webkit-details-marker]:hidden">
              {item.question}
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                className="size-5 shrink-0 text-slate-500 transition-transform group-[[open]]:rotate-180"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="m5 8 5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </summary>
            <p className="pb-5 text-slate-600">{item.answer}</p>
          </details>
        ))}
      </div>
    </PageSection>
  );
}

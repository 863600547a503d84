import { PAGE_CONTAINER, sectionBand, type SectionTone } from '../page-section';
import { SectionHeading } from '../section-heading';
import type { SectionOf } from '../../content/schemas/sections';

type TestimonialSectionProps = { section: SectionOf<'testimonial'>; headingId: string; tone: SectionTone };

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/** One customer's words, with who said them; a region only when it has a heading. */
export function TestimonialSection({ section, headingId, tone }: TestimonialSectionProps) {
  const Band = section.heading ? 'section' : 'div';
  return (
    <Band aria-labelledby={section.heading ? headingId : undefined} className={sectionBand(tone)}>
      <div className={PAGE_CONTAINER}>
        {section.heading ? <SectionHeading id={headingId} heading={section.heading} /> : null}
        <figure
          className={`mx-auto max-w-3xl rounded-3xl bg-white p-8 shadow-sm ring-1 ring-slate-200 sm:p-12 ${section.heading ? 'mt-12' : ''}`}
        >
          <blockquote className="text-xl leading-8 text-slate-800">
            <p>“{section.quote}”</p>
          </blockquote>
          <figcaption className="mt-8 flex items-center gap-4">
            <span
              aria-hidden="true"
              className="flex size-12 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-700"
            >
              {initials(section.author)}
            </span>
            <span>
              <span className="block font-semibold text-slate-900">{section.author}</span>
              <span className="block text-sm text-slate-600">
                {section.role}, {section.company}
              </span>
            </span>
          </figcaption>
        </figure>
      </div>
    </Band>
  );
}

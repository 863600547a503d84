import { PAGE_CONTAINER, sectionBand, type SectionTone } from '../page-section';
import { SectionHeading } from '../section-heading';
import { TestimonialAttribution } from '../testimonial-attribution';
import type { SectionOf } from '../../content/schemas/sections';

type TestimonialSectionProps = { section: SectionOf<'testimonial'>; headingId: string; tone: SectionTone };

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
            <p>{section.quote}</p>
          </blockquote>
          <TestimonialAttribution
            author={section.author}
            role={section.role}
            company={section.company}
            basis={section.quoteBasis}
          />
        </figure>
      </div>
    </Band>
  );
}

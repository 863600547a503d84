import { CheckList } from '../check-list';
import { ContentImage } from '../content-image';
import { PAGE_CONTAINER, sectionBand, type SectionTone } from '../page-section';
import { SectionHeading } from '../section-heading';
import type { SectionOf } from '../../content/schemas/sections';
import { usePageHref } from './page-hrefs';

type IllustrationTextSectionProps = { section: SectionOf<'illustrationText'>; headingId: string; tone: SectionTone };

/** Text and points beside a picture; the picture's side alternates as content says. */
export function IllustrationTextSection({ section, headingId, tone }: IllustrationTextSectionProps) {
  const hrefOf = usePageHref();
  return (
    <section aria-labelledby={headingId} className={sectionBand(tone)}>
      <div className={`${PAGE_CONTAINER} grid items-center gap-12 lg:grid-cols-2`}>
        <div>
          <SectionHeading id={headingId} eyebrow={section.eyebrow} heading={section.heading} align="left" />
          <p className="mt-4 text-lg leading-8 text-slate-600">{section.text}</p>
          {section.bullets ? <CheckList items={section.bullets} className="mt-6 space-y-3" /> : null}
          {section.link ? (
            <a
              href={hrefOf(section.link)}
              className="mt-6 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
            >
              {section.link.label}
              <span aria-hidden="true">→</span>
            </a>
          ) : null}
        </div>
        <ContentImage
          image={section.illustration}
          className={`h-auto w-full rounded-2xl ${section.side === 'left' ? 'lg:order-first' : ''}`}
        />
      </div>
    </section>
  );
}

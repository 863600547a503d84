import type { ReactNode } from 'react';
import { PageSection, type SectionTone } from '../page-section';

/** What every section with a heading has: an optional line above it and an introduction below. */
type HeadedSection = { eyebrow?: string | undefined; heading: string; intro?: string | undefined };

type SectionFrameProps = { section: HeadedSection; headingId: string; tone: SectionTone; children: ReactNode };

/** The band, heading and introduction of a content section, around what the section shows. */
export function SectionFrame({ section, headingId, tone, children }: SectionFrameProps) {
  return (
    <PageSection
      headingId={headingId}
      eyebrow={section.eyebrow}
      heading={section.heading}
      intro={section.intro}
      tone={tone}
    >
      {children}
    </PageSection>
  );
}

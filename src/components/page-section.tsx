import type { ReactNode } from 'react';
import { SectionHeading } from './section-heading';

export const PAGE_CONTAINER = 'mx-auto max-w-7xl px-4 sm:px-6 lg:px-8';

/** Rendered as it nears the viewport (styles.css). */
export const RENDER_WHEN_NEAR = 'render-when-near';

export type SectionTone = 'plain' | 'muted' | 'brand';

const TONES: Record<SectionTone, string> = {
  plain: 'py-20',
  muted: 'bg-slate-50 py-20',
  brand: 'bg-brand-50/60 py-20',
};

/** For a section that lays out its own heading. */
export function sectionBand(tone: SectionTone): string {
  return TONES[tone];
}

type PageSectionProps = {
  /** The anchor other pages and the header's menus jump to (`/#features`). */
  id?: string;
  /** The section is labelled by its heading, which makes it a named region. */
  headingId: string;
  eyebrow?: string;
  heading: string;
  intro?: string;
  tone?: SectionTone;
  renderWhenNear?: boolean;
  children: ReactNode;
};

/** A marketing section: band, container, centred eyebrow/heading/intro, then content; every content page's sections start here. */
export function PageSection({
  id,
  headingId,
  eyebrow,
  heading,
  intro,
  tone = 'plain',
  renderWhenNear = false,
  children,
}: PageSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={renderWhenNear ? `${TONES[tone]} ${RENDER_WHEN_NEAR}` : TONES[tone]}
    >
      <div className={PAGE_CONTAINER}>
        <SectionHeading id={headingId} eyebrow={eyebrow} heading={heading} intro={intro} />
        {children}
      </div>
    </section>
  );
}

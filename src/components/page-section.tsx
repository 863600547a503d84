import type { ReactNode } from 'react';
import { SectionHeading } from './section-heading';

/** The page-wide content column: centred, at most 80 rem, with the gutters growing by breakpoint. */
export const PAGE_CONTAINER = 'mx-auto max-w-7xl px-4 sm:px-6 lg:px-8';

/**
 * The class of a section below a long page's first screen, rendered as it nears the viewport
 * (`render-when-near`, styles.css).
 */
export const RENDER_WHEN_NEAR = 'render-when-near';

/** The band behind a section; alternating bands tell sections apart without rules. */
export type SectionTone = 'plain' | 'muted' | 'brand';

const TONES: Record<SectionTone, string> = {
  plain: 'py-20',
  muted: 'bg-slate-50 py-20',
  brand: 'bg-brand-50/60 py-20',
};

/** The band of a tone, for a section that lays out its own heading (text beside a picture). */
export function sectionBand(tone: SectionTone): string {
  return TONES[tone];
}

type PageSectionProps = {
  /** The anchor other pages and the header's menus jump to (`/#features`). */
  id?: string;
  /** The heading's id: the section is labelled by its heading, which makes it a named region. */
  headingId: string;
  eyebrow?: string;
  heading: string;
  intro?: string;
  tone?: SectionTone;
  /** Below a long page's first screen: rendered as it nears the viewport (RENDER_WHEN_NEAR). */
  renderWhenNear?: boolean;
  /** What follows the heading; it sets its own top margin. */
  children: ReactNode;
};

/**
 * A marketing section: a band, the page container, the centred eyebrow/heading/intro, then its
 * content. Every section of a page built from content starts here, so spacing and widths agree.
 */
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

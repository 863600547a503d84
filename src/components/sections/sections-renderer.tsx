import { DemoCallToAction } from '../demo-call-to-action';
import type { SectionTone } from '../page-section';
import type { Section } from '../../content/schemas/sections';
import type { Language } from '../../i18n/languages';
import { FaqSection } from './faq-section';
import { FeatureGridSection } from './feature-grid-section';
import { HeroSection } from './hero-section';
import { IllustrationTextSection } from './illustration-text-section';
import { LinkCardsSection } from './link-cards-section';
import { SearchExampleSection } from './search-example-section';
import type { Crumb } from './sections-page-data';
import { StatsSection } from './stats-section';
import { StepsSection } from './steps-section';
import { TestimonialSection } from './testimonial-section';
import { UseCasesSection } from './use-cases-section';

type SectionViewProps = { section: Section; index: number; trail: readonly Crumb[]; language: Language };

/** One section by its type; the switch is exhaustive, so a new type does not compile until it has a component. */
function SectionView({ section, index, trail, language }: SectionViewProps) {
  // Ids from the position are unique on the page; bands alternate between the hero and the closing band.
  const headingId = `section-${String(index)}-title`;
  const tone: SectionTone = index % 2 === 0 ? 'muted' : 'plain';
  switch (section.type) {
    case 'hero':
      return <HeroSection section={section} trail={trail} />;
    case 'stats':
      return <StatsSection section={section} headingId={headingId} tone={tone} />;
    case 'featureGrid':
      return <FeatureGridSection section={section} headingId={headingId} tone={tone} />;
    case 'useCases':
      return <UseCasesSection section={section} headingId={headingId} tone={tone} />;
    case 'steps':
      return <StepsSection section={section} headingId={headingId} tone={tone} />;
    case 'illustrationText':
      return <IllustrationTextSection section={section} headingId={headingId} tone={tone} />;
    case 'testimonial':
      return <TestimonialSection section={section} headingId={headingId} tone={tone} />;
    case 'faq':
      return <FaqSection section={section} headingId={headingId} tone={tone} />;
    case 'linkCards':
      return <LinkCardsSection section={section} headingId={headingId} tone={tone} />;
    case 'searchExample':
      return <SearchExampleSection section={section} headingId={headingId} tone={tone} />;
    case 'callToAction':
      return (
        <div className="px-4 pt-20 sm:px-6">
          <DemoCallToAction language={language} heading={section.heading} text={section.text} cta={section.label} />
        </div>
      );
  }
}

type SectionsRendererProps = {
  sections: readonly Section[];
  /** The breadcrumbs the hero shows, from the home page to this one. */
  trail: readonly Crumb[];
  language: Language;
};

/** A page's sections in order, each by its own component (src/components/sections/README.md). */
export function SectionsRenderer({ sections, trail, language }: SectionsRendererProps) {
  return sections.map((section, index) => (
    <SectionView
      key={`${section.type}-${String(index)}`}
      section={section}
      index={index}
      trail={trail}
      language={language}
    />
  ));
}

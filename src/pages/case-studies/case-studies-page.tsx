import { PageHero, Eyebrow } from '../../components/page-hero';
import { PageSection } from '../../components/page-section';
import { FaqSection } from '../../components/sections/faq-section';
import { StatsSection } from '../../components/sections/stats-section';
import type { SectionOf } from '../../content/schemas/sections';
import type { Language } from '../../i18n/languages';
import { DemoSection } from '../home/demo-section';
import { CaseStudiesHead } from './case-studies-head';
import { CaseStudyCard } from './case-study-card';
import type { CaseStudiesPageData } from './data';

type CaseStudiesPageProps = CaseStudiesPageData & { language: Language };

/** Its questions' exclusive group is named after it. */
const FAQ_HEADING_ID = 'case-studies-faq';

export function CaseStudiesPage({ language, content, cases }: CaseStudiesPageProps) {
  const claims: SectionOf<'stats'> = { type: 'stats', ...content.claims };
  const faq: SectionOf<'faq'> = { type: 'faq', ...content.faq };
  return (
    <>
      <CaseStudiesHead content={content} faq={faq} language={language} />
      <PageHero
        kicker={<Eyebrow>{content.hero.eyebrow}</Eyebrow>}
        title={content.hero.title}
        intro={content.hero.intro}
      />
      <StatsSection section={claims} headingId="claims-title" tone="plain" />
      <PageSection headingId="cases-title" heading={content.cases.heading} intro={content.cases.intro} tone="muted">
        <div className="mx-auto mt-12 max-w-5xl space-y-6">
          {cases.map((caseStudy, index) => (
            <CaseStudyCard
              key={caseStudy.translationKey}
              caseStudy={caseStudy}
              labels={content.labels}
              language={language}
              initiallyOpen={index === 0}
            />
          ))}
        </div>
      </PageSection>
      <FaqSection section={faq} headingId={FAQ_HEADING_ID} tone="plain" />
      <DemoSection demo={content.demo} />
    </>
  );
}

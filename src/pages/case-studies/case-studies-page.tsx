import { PageHero, Eyebrow } from '../../components/page-hero';
import { PageSection } from '../../components/page-section';
import type { Language } from '../../i18n/languages';
import { DemoSection } from '../home/demo-section';
import { CaseStudiesFaq } from './case-studies-faq';
import { CaseStudiesHead } from './case-studies-head';
import { CaseStudyCard } from './case-study-card';
import { ClaimsBand } from './claims-band';
import type { CaseStudiesPageData } from './data';

type CaseStudiesPageProps = CaseStudiesPageData & { language: Language };

/**
 * The case studies page (content-pages.md §2.4): the claims, three cards of which the first is
 * open, the FAQ, and the demo request form, the same as on the home and demo pages.
 */
export function CaseStudiesPage({ language, content, cases }: CaseStudiesPageProps) {
  return (
    <>
      <CaseStudiesHead content={content} language={language} />
      <PageHero
        kicker={<Eyebrow>{content.hero.eyebrow}</Eyebrow>}
        title={content.hero.title}
        intro={content.hero.intro}
      />
      <ClaimsBand claims={content.claims} />
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
      <CaseStudiesFaq faq={content.faq} />
      <DemoSection demo={content.demo} />
    </>
  );
}

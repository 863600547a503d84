import { ContentPicture } from '../../components/content-picture';
import { DemoCallToAction } from '../../components/demo-call-to-action';
import { PageTitle } from '../../components/page-hero';
import { Breadcrumbs } from '../../components/sections/breadcrumbs';
import { findPicture } from '../../content/find-picture';
import type { Language } from '../../i18n/languages';
import { CaseStudyHead } from './case-study-head';
import { CaseStudyMetrics } from './case-study-metrics';
import { caseStudyPath } from './case-study-path';
import { CaseStudyQuote } from './case-study-quote';
import { CaseStudyStory } from './case-study-story';
import { useCaseStudiesTrail } from './case-study-trail';
import type { CaseStudyPageData } from './data';
import { MoreCaseStudies } from './more-case-studies';

/** The cover's width: the max-w-4xl column less its padding, or the screen less the padding. */
const COVER_SIZES = '(min-width: 896px) 848px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)';

type CaseStudyPageProps = CaseStudyPageData & { language: Language };

/** One case study's own page, to send to a colleague: the whole story, its figures and a demo call to action. */
export function CaseStudyPage({ language, caseStudy, listName, labels, cta, others }: CaseStudyPageProps) {
  const path = caseStudyPath(caseStudy, language);
  const trail = useCaseStudiesTrail(language, listName, { name: caseStudy.company, path });
  return (
    <>
      <CaseStudyHead caseStudy={caseStudy} language={language} path={path} trail={trail} />
      <article>
        <header className="bg-gradient-to-b from-brand-50 to-white pt-32 pb-10">
          <div className="mx-auto max-w-4xl px-4 sm:px-6">
            <Breadcrumbs trail={trail} />
            <div className="mt-8 flex items-center gap-4">
              <img src={caseStudy.logo.src} alt="" width={caseStudy.logo.width} height={caseStudy.logo.height} />
              <p>
                <span className="block font-bold text-slate-900">{caseStudy.company}</span>
                <span className="block text-sm font-semibold text-brand-700">{caseStudy.industry}</span>
              </p>
            </div>
            <PageTitle className="mt-6">{caseStudy.title}</PageTitle>
            <p className="mt-6 text-lg leading-8 text-slate-600">{caseStudy.summary}</p>
          </div>
        </header>
        <div className="mx-auto max-w-4xl space-y-12 px-4 pb-20 sm:px-6">
          <ContentPicture
            {...caseStudy.cover}
            variants={findPicture(caseStudy.pictures, 'caseCover', caseStudy.cover.src)}
            sizes={COVER_SIZES}
            position="lcp"
            className="h-auto w-full rounded-3xl ring-1 ring-slate-200"
          />
          <CaseStudyMetrics metrics={caseStudy.metrics} labels={labels} />
          <CaseStudyStory caseStudy={caseStudy} labels={labels} headingLevel={2} />
          <CaseStudyQuote quote={caseStudy.quote} company={caseStudy.company} />
        </div>
      </article>
      <MoreCaseStudies heading={labels.moreCases} cases={others} />
      <DemoCallToAction language={language} {...cta} />
    </>
  );
}

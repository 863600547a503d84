import { CheckList } from '../../components/check-list';
import type { CaseStudy, CaseStudyLabels } from '../../content/schemas/case-studies';

type CaseStudyStoryProps = {
  caseStudy: CaseStudy;
  labels: CaseStudyLabels;
  /** One below the heading of what holds the story: 2 on the case's page, 4 in a card. */
  headingLevel: 2 | 4;
};

/** The challenge, the solution and the three results of a case study, each under its heading. */
export function CaseStudyStory({ caseStudy, labels, headingLevel }: CaseStudyStoryProps) {
  const onPage = headingLevel === 2;
  const Heading = onPage ? 'h2' : 'h4';
  const headingClass = onPage ? 'text-2xl font-bold text-slate-900' : 'text-lg font-bold text-slate-900';
  // A page reads top to bottom; a card puts challenge and solution side by side to stay short.
  return (
    <div className={onPage ? 'grid gap-10' : 'grid gap-8 md:grid-cols-2'}>
      <div>
        <Heading className={headingClass}>{labels.challenge}</Heading>
        <p className="mt-3 leading-7 text-slate-700">{caseStudy.challenge}</p>
      </div>
      <div>
        <Heading className={headingClass}>{labels.solution}</Heading>
        <p className="mt-3 leading-7 text-slate-700">{caseStudy.solution}</p>
      </div>
      <div className={onPage ? undefined : 'md:col-span-2'}>
        <Heading className={headingClass}>{labels.results}</Heading>
        <CheckList items={caseStudy.results} className="mt-4 space-y-3" />
      </div>
    </div>
  );
}

import { useRef } from 'react';
import { buttonClass } from '../../components/button-link';
import type { CaseStudy, CaseStudyLabels } from '../../content/schemas/case-studies';
import type { Language } from '../../i18n/languages';
import { CaseStudyMetrics } from '../case-study/case-study-metrics';
import { caseStudyPath } from '../case-study/case-study-path';
import { CaseStudyQuote } from '../case-study/case-study-quote';
import { CaseStudyStory } from '../case-study/case-study-story';
import { DisclosureChevron } from '../../components/disclosure-chevron';
import { useHydrated } from '../../components/use-hydrated';

/** Cards sharing this `name` form an exclusive group: the browser keeps at most one open. */
const GROUP = 'case-study';

type CaseStudyCardProps = {
  caseStudy: CaseStudy;
  labels: CaseStudyLabels;
  language: Language;
  initiallyOpen: boolean;
};

/**
 * A native exclusive disclosure, working with or without JavaScript. The close button needs
 * JavaScript, so it appears only once hydrated; it hands focus back to the summary.
 */
export function CaseStudyCard({ caseStudy, labels, language, initiallyOpen }: CaseStudyCardProps) {
  const details = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  const hydrated = useHydrated();
  const close = () => {
    if (details.current) details.current.open = false;
    summary.current?.focus();
  };
  return (
    <details
      ref={details}
      name={GROUP}
      open={initiallyOpen}
      className="group rounded-3xl bg-white shadow-sm ring-1 ring-slate-200 [&[open]]:ring-2 [&[open]]:ring-brand-600"
    >
      <summary
        ref={summary}
        className="grid cursor-pointer list-none grid-cols-[auto_1fr_auto] items-center gap-x-5 rounded-3xl p-6 sm:p-8 [&::-webkit-details-marker]:hidden"
      >
        <img
          src={caseStudy.logo.src}
          alt=""
          width={caseStudy.logo.width}
          height={caseStudy.logo.height}
          className="row-span-2 size-12 self-start sm:row-span-3 sm:size-14"
        />
        <span className="text-sm font-semibold text-brand-700">{caseStudy.industry}</span>
        <span className="col-start-3 row-span-2 row-start-1 sm:row-span-3">
          <DisclosureChevron />
        </span>
        <h3 className="col-start-2 mt-1 text-xl font-bold text-slate-900">{caseStudy.company}</h3>
        <span className="col-span-3 mt-3 text-slate-600 sm:col-span-1 sm:col-start-2 sm:mt-1">{caseStudy.summary}</span>
      </summary>
      <div className="space-y-10 border-t border-slate-200 px-6 pt-8 pb-8 sm:px-8">
        <CaseStudyMetrics metrics={caseStudy.metrics} labels={labels} />
        <CaseStudyQuote quote={caseStudy.quote} company={caseStudy.company} />
        <CaseStudyStory caseStudy={caseStudy} labels={labels} headingLevel={4} />
        {/* One line as tall as the close button, so nothing moves when it appears after hydration. */}
        <div className="flex min-h-13 items-center justify-between gap-4">
          <a href={caseStudyPath(caseStudy, language)} className="min-w-0 font-semibold text-brand-700 hover:underline">
            {labels.readStory}
            <span aria-hidden="true"> →</span>
          </a>
          {hydrated ? (
            <button type="button" onClick={close} className={buttonClass('secondary', 'shrink-0')}>
              {labels.close}
            </button>
          ) : null}
        </div>
      </div>
    </details>
  );
}

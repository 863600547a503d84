import type { CaseStudyLink } from '../../content/case-studies-content';

const HEADING_ID = 'more-cases-title';

/** Links to the other case studies, after the one just read; nothing when it is the only one. */
export function MoreCaseStudies({ heading, cases }: { heading: string; cases: readonly CaseStudyLink[] }) {
  if (cases.length === 0) return null;
  return (
    <section aria-labelledby={HEADING_ID} className="mb-20 bg-slate-50 py-16">
      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        <h2 id={HEADING_ID} className="text-2xl font-bold text-slate-900">
          {heading}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {cases.map((other) => (
            <li key={other.translationKey}>
              <a
                href={other.path}
                className="flex h-full gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 hover:ring-brand-600"
              >
                <img src={other.logo.src} alt="" width={48} height={48} className="size-12 shrink-0" />
                <span>
                  <span className="block text-sm font-semibold text-brand-700">{other.industry}</span>
                  <span className="mt-1 block font-bold text-slate-900">{other.company}</span>
                  <span className="mt-1 block text-slate-600">{other.title}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

import { PAGE_CONTAINER } from '../../components/page-section';
import type { CaseStudiesPageContent } from '../../content/schemas/case-studies';

const HEADING_ID = 'claims-title';

/** The headline figures customers report (content-pages.md §9), with where they come from. */
export function ClaimsBand({ claims }: { claims: CaseStudiesPageContent['claims'] }) {
  return (
    <section aria-labelledby={HEADING_ID} className={`${PAGE_CONTAINER} pb-16`}>
      <h2 id={HEADING_ID} className="text-center text-sm font-semibold tracking-wide text-brand-700 uppercase">
        {claims.heading}
      </h2>
      <dl className="mx-auto mt-6 grid max-w-4xl gap-6 sm:grid-cols-3">
        {claims.items.map((claim) => (
          <div
            key={claim.label}
            className="flex flex-col-reverse rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200"
          >
            <dt className="mt-2 text-slate-700">{claim.label}</dt>
            <dd className="text-4xl font-extrabold tracking-tight text-brand-700">{claim.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mx-auto mt-4 max-w-2xl text-center text-sm text-slate-600">{claims.note}</p>
    </section>
  );
}

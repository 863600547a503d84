import { PageSection } from '../../components/page-section';
import type { CaseStudiesPageContent } from '../../content/schemas/case-studies';
import { DisclosureChevron } from './disclosure-chevron';

/** Questions with this `name` form an exclusive group: opening one closes the other. */
const GROUP = 'case-studies-faq';

/**
 * The four questions (content-pages.md §2.4) as native exclusive disclosures: one answer open at
 * a time, the open one closes again, all without JavaScript; every answer is in the HTML.
 */
export function CaseStudiesFaq({ faq }: { faq: CaseStudiesPageContent['faq'] }) {
  return (
    <PageSection headingId="faq-title" heading={faq.heading}>
      <div className="mx-auto mt-10 max-w-3xl divide-y divide-slate-200 border-y border-slate-200">
        {faq.items.map((item) => (
          <details key={item.topic} name={GROUP} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 hover:text-brand-700 [&::-webkit-details-marker]:hidden">
              <h3 className="font-semibold text-slate-900 group-hover:text-brand-700">{item.question}</h3>
              <DisclosureChevron />
            </summary>
            <p className="pb-5 leading-7 text-slate-600">{item.answer}</p>
          </details>
        ))}
      </div>
    </PageSection>
  );
}

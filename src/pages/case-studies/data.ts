import type { CaseStudiesPageContent, CaseStudy } from '../../content/schemas/case-studies';
import { loaders as pageCopy } from '../../generated/caseStudiesPage';
import type { SiteRoute } from '../../routes/route-list';
import { caseStudiesIn } from '../../content/case-studies-content';

export type CaseStudiesPageData = { content: CaseStudiesPageContent; cases: readonly CaseStudy[] };

/** Build time: the page's words and its language's case studies, which the page carries in its route data. */
export default async function caseStudiesPageData(route: SiteRoute): Promise<CaseStudiesPageData> {
  return { content: (await pageCopy[route.language]()).default, cases: caseStudiesIn(route.language) };
}

import type { CaseStudiesPageContent, CaseStudy, CaseStudyLabels } from '../../content/schemas/case-studies';
import { loaders as pageCopy } from '../../generated/caseStudiesPage';
import type { SiteRoute } from '../../routes/route-list';
import { caseStudiesIn, caseStudyLink, type CaseStudyLink } from '../../content/case-studies-content';

export type CaseStudyPageData = {
  caseStudy: CaseStudy;
  /** The case studies page's name in the breadcrumb trail. */
  listName: string;
  labels: CaseStudyLabels;
  cta: CaseStudiesPageContent['caseCta'];
  /** The other case studies of the language, to read next. */
  others: CaseStudyLink[];
};

/** Build time: the case a route names, with the labels its page needs, carried in its route data. */
export default async function caseStudyData(route: SiteRoute): Promise<CaseStudyPageData> {
  const cases = caseStudiesIn(route.language);
  const caseStudy = cases.find((candidate) => candidate.slug === route.params.slug);
  if (!caseStudy) throw new Error(`No case study ${route.language}/${route.params.slug ?? ''}`);
  const copy = (await pageCopy[route.language]()).default;
  return {
    caseStudy,
    listName: copy.meta.breadcrumb ?? copy.meta.title,
    labels: copy.labels,
    cta: copy.caseCta,
    others: cases
      .filter((other) => other !== caseStudy)
      .map((other) => caseStudyLink(other.translationKey, route.language)),
  };
}

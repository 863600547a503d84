import type { Language } from '../../i18n/languages';
import { pathTo } from '../../routes/paths';

/** The address of a case study's own page, e.g. `/it/casi-studio/<slug>/`. */
export function caseStudyPath(caseStudy: { slug: string }, language: Language): string {
  return pathTo('caseStudy', language, { slug: caseStudy.slug });
}

import type { CaseStudy } from './schemas/case-studies';
import caseStudiesEn from '../generated/caseStudies/en';
import caseStudiesIt from '../generated/caseStudies/it';
import { LANGUAGES, type Language } from '../i18n/languages';
import type { FamilyItem } from '../routes/family-item';
import { pathTo } from '../routes/paths';

/**
 * Build time only (the family's parameter source and the pages' data.ts): every case study in
 * every language. A page component never imports this; its case arrives with its HTML.
 */
const CASE_STUDIES: Readonly<Record<Language, readonly CaseStudy[]>> = {
  en: caseStudiesEn.cases,
  it: caseStudiesIt.cases,
};

/** The case studies of one language, in the order of content/case-studies/cases.yaml. */
export function caseStudiesIn(language: Language): readonly CaseStudy[] {
  return CASE_STUDIES[language];
}

/** The case-study pages: one per case and language, paired across languages by translationKey. */
export function caseStudyItems(): FamilyItem[] {
  return LANGUAGES.flatMap((language) =>
    caseStudiesIn(language).map((caseStudy) => ({
      language,
      params: { slug: caseStudy.slug },
      key: caseStudy.translationKey,
      label: caseStudy.company,
    })),
  );
}

/** What another page needs to show and link a case study. */
export type CaseStudyLink = Pick<
  CaseStudy,
  'translationKey' | 'company' | 'industry' | 'title' | 'summary' | 'logo'
> & {
  /** The case page's address in the linking page's language. */
  path: string;
};

/**
 * Build time (a page's data.ts): the case study `translationKey` names, in `language`, ready to
 * link; e.g. an industry page's `caseStudyLink('security-services', 'it')`. Throws on a key no
 * case study has, so a wrong reference fails the build instead of shipping a dead link.
 */
export function caseStudyLink(translationKey: string, language: Language): CaseStudyLink {
  const caseStudy = caseStudiesIn(language).find((candidate) => candidate.translationKey === translationKey);
  if (!caseStudy) {
    const known = caseStudiesIn(language).map((candidate) => candidate.translationKey);
    throw new Error(
      `No case study "${translationKey}" in content/case-studies/cases.yaml (known: ${known.join(', ')})`,
    );
  }
  const { company, industry, title, summary, logo } = caseStudy;
  return {
    translationKey,
    company,
    industry,
    title,
    summary,
    logo,
    path: pathTo('caseStudy', language, { slug: caseStudy.slug }),
  };
}

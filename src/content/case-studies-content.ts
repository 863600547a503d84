import type { CaseStudy } from './schemas/case-studies';
import caseStudiesEn from '../generated/caseStudies/en';
import caseStudiesIt from '../generated/caseStudies/it';
import { LANGUAGES, type Language } from '../i18n/languages';
import type { FamilyItem } from '../routes/family-item';
import { pathTo } from '../routes/paths';

/** Build time only: a page component never imports this; its case arrives with its HTML. */
const CASE_STUDIES: Readonly<Record<Language, readonly CaseStudy[]>> = {
  en: caseStudiesEn.cases,
  it: caseStudiesIt.cases,
};

export function caseStudiesIn(language: Language): readonly CaseStudy[] {
  return CASE_STUDIES[language];
}

/** One page per case and language, paired by translationKey. */
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

export type CaseStudyLink = Pick<
  CaseStudy,
  'translationKey' | 'company' | 'industry' | 'title' | 'summary' | 'logo'
> & {
  path: string;
};

/** Build time: the case study `translationKey` names; an unknown key throws, so the build fails instead of shipping a dead link. */
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

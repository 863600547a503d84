import { useTranslation } from '../../i18n/use-translation';
import type { Crumb } from '../../components/sections/sections-page-data';
import type { Language } from '../../i18n/languages';
import { pathTo } from '../../routes/paths';

/** Home › Case studies, then `current` when given: the trail of the list page and of each case's page. */
export function useCaseStudiesTrail(language: Language, listName: string, current?: Crumb): Crumb[] {
  const { t } = useTranslation();
  const trail = [
    { name: t('nav.home'), path: pathTo('home', language) },
    { name: listName, path: pathTo('caseStudies', language) },
  ];
  return current ? [...trail, current] : trail;
}

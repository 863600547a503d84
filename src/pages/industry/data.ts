import industryPages from '../../generated/industries';
import { loaders as overview } from '../../generated/recruiting-software';
import type { SiteRoute } from '../../routes/route-list';
import { crumbTo, familyPage, sectionsPageData } from '../sections-data';

/** Build time: one industry page's sections, below the recruiting-software overview. */
export default async function industryPageData(route: SiteRoute) {
  const parent = (await overview[route.language]()).default;
  return sectionsPageData(familyPage(industryPages, route), route.language, [
    crumbTo('recruitingSoftware', parent, route.language),
  ]);
}

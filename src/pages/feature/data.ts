import featurePages from '../../generated/features';
import { loaders as overview } from '../../generated/features-overview';
import type { SiteRoute } from '../../routes/route-list';
import { crumbTo, familyPage, sectionsPageData } from '../sections-data';

/** Build time: one feature page's sections, below the features overview. */
export default async function featurePageData(route: SiteRoute) {
  const parent = (await overview[route.language]()).default;
  return sectionsPageData(familyPage(featurePages, route), route.language, [
    crumbTo('features', parent, route.language),
  ]);
}

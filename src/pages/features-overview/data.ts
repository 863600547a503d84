import { loaders } from '../../generated/features-overview';
import type { SiteRoute } from '../../routes/route-list';
import { sectionsPageData } from '../sections-data';

/** Build time: the features overview's sections, their links to feature pages resolved. */
export default async function featuresOverviewData(route: SiteRoute) {
  return sectionsPageData((await loaders[route.language]()).default, route.language);
}

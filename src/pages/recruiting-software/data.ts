import { loaders } from '../../generated/recruiting-software';
import type { SiteRoute } from '../../routes/route-list';
import { sectionsPageData } from '../sections-data';

/** Build time: the recruiting-software overview's sections, their links to industry pages resolved. */
export default async function recruitingSoftwareData(route: SiteRoute) {
  return sectionsPageData((await loaders[route.language]()).default, route.language);
}

import type { SectionsPageData } from '../../components/sections/sections-page-data';
import { loaders } from '../../generated/recruiting-software';
import { resolvePageRefs } from '../../routes/resolve-page-refs';
import type { SiteRoute } from '../../routes/route-list';

/**
 * Build time: the recruiting-software overview's sections with the addresses of the pages they
 * link to (the industry pages' addresses need the family's list, which stays out of the bundle).
 */
export default async function recruitingSoftwareData(route: SiteRoute): Promise<SectionsPageData> {
  const page = (await loaders[route.language]()).default;
  return {
    meta: page.meta,
    sections: page.sections,
    hrefs: resolvePageRefs(page.sections, route.language),
    parents: [],
  };
}

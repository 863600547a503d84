import type { SectionsPageData } from '../../components/sections/sections-page-data';
import { loaders } from '../../generated/features-overview';
import { resolvePageRefs } from '../../routes/resolve-page-refs';
import type { SiteRoute } from '../../routes/route-list';

/**
 * Build time: the overview's sections with the addresses of the pages they link to. Built here
 * rather than loaded in the browser: resolving a feature page's address needs the list of feature
 * pages, which stays out of the bundle.
 */
export default async function featuresOverviewData(route: SiteRoute): Promise<SectionsPageData> {
  const page = (await loaders[route.language]()).default;
  return {
    meta: page.meta,
    sections: page.sections,
    hrefs: resolvePageRefs(page.sections, route.language),
    parents: [],
  };
}

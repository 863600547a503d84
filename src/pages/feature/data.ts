import type { SectionsPageData } from '../../components/sections/sections-page-data';
import featurePages from '../../generated/features';
import { loaders as overviewContent } from '../../generated/features-overview';
import { pathTo } from '../../routes/paths';
import { resolvePageRefs } from '../../routes/resolve-page-refs';
import type { SiteRoute } from '../../routes/route-list';

/** Build time: one feature page's sections, the addresses they link to, and the overview above it. */
export default async function featurePageData(route: SiteRoute): Promise<SectionsPageData> {
  const page = featurePages.find(
    (candidate) => candidate.language === route.language && candidate.slug === route.params.slug,
  );
  if (!page) throw new Error(`No feature page ${route.language}/${route.params.slug ?? ''}`);
  const overview = (await overviewContent[route.language]()).default;
  return {
    meta: page.meta,
    sections: page.sections,
    hrefs: resolvePageRefs(page.sections, route.language),
    parents: [{ name: overview.meta.breadcrumb ?? overview.meta.title, path: pathTo('features', route.language) }],
  };
}

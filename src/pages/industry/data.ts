import type { SectionsPageData } from '../../components/sections/sections-page-data';
import industryPages from '../../generated/industries';
import { loaders as overviewContent } from '../../generated/recruiting-software';
import { pathTo } from '../../routes/paths';
import { resolvePageRefs } from '../../routes/resolve-page-refs';
import type { SiteRoute } from '../../routes/route-list';

/** Build time: one industry page's sections, the addresses they link to, and the overview above it. */
export default async function industryPageData(route: SiteRoute): Promise<SectionsPageData> {
  const page = industryPages.find(
    (candidate) => candidate.language === route.language && candidate.slug === route.params.slug,
  );
  if (!page) throw new Error(`No industry page ${route.language}/${route.params.slug ?? ''}`);
  const overview = (await overviewContent[route.language]()).default;
  return {
    meta: page.meta,
    sections: page.sections,
    hrefs: resolvePageRefs(page.sections, route.language),
    parents: [
      { name: overview.meta.breadcrumb ?? overview.meta.title, path: pathTo('recruitingSoftware', route.language) },
    ],
  };
}

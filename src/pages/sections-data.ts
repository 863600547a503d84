import type { Crumb, SectionsPageData } from '../components/sections/sections-page-data';
import type { SectionPage } from '../content/schemas/sections';
import type { Language } from '../i18n/languages';
import type { PageId } from '../routes/pages';
import { pathTo } from '../routes/paths';
import { resolvePageRefs } from '../routes/resolve-page-refs';
import type { SiteRoute } from '../routes/route-list';

/** Build time: links resolved to the language's addresses, so the browser never lists a family. */
export function sectionsPageData(page: SectionPage, language: Language, parents: Crumb[] = []): SectionsPageData {
  return { meta: page.meta, sections: page.sections, hrefs: resolvePageRefs(page.sections, language), parents };
}

/** The build stops if the route names none. */
export function familyPage<Page extends { language: Language; slug: string }>(
  pages: readonly Page[],
  route: SiteRoute,
): Page {
  const page = pages.find((candidate) => candidate.language === route.language && candidate.slug === route.params.slug);
  if (!page) throw new Error(`No ${route.pageId} page ${route.language}/${route.params.slug ?? ''}`);
  return page;
}

export function crumbTo(
  pageId: PageId & ('features' | 'recruitingSoftware'),
  page: SectionPage,
  language: Language,
): Crumb {
  return { name: page.meta.breadcrumb ?? page.meta.title, path: pathTo(pageId, language) };
}

import type { Crumb, SectionsPageData } from '../components/sections/sections-page-data';
import type { SectionPage } from '../content/schemas/sections';
import type { Language } from '../i18n/languages';
import type { PageId } from '../routes/pages';
import { pathTo } from '../routes/paths';
import { resolvePageRefs } from '../routes/resolve-page-refs';
import type { SiteRoute } from '../routes/route-list';

/**
 * Build time (a page folder's `data.ts`): what a page made of sections carries, its links
 * resolved to the addresses of its language, so the browser never lists a family to build one.
 */
export function sectionsPageData(page: SectionPage, language: Language, parents: Crumb[] = []): SectionsPageData {
  return { meta: page.meta, sections: page.sections, hrefs: resolvePageRefs(page.sections, language), parents };
}

/** The item of a family of section pages that a route names; the build stops if there is none. */
export function familyPage<Page extends { language: Language; slug: string }>(
  pages: readonly Page[],
  route: SiteRoute,
): Page {
  const page = pages.find((candidate) => candidate.language === route.language && candidate.slug === route.params.slug);
  if (!page) throw new Error(`No ${route.pageId} page ${route.language}/${route.params.slug ?? ''}`);
  return page;
}

/** A breadcrumb to a static page, named by its short name. */
export function crumbTo(
  pageId: PageId & ('features' | 'recruitingSoftware'),
  page: SectionPage,
  language: Language,
): Crumb {
  return { name: page.meta.breadcrumb ?? page.meta.title, path: pathTo(pageId, language) };
}

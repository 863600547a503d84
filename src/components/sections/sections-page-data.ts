import type { Section, SectionPageMeta } from '../../content/schemas/sections';

/** A page above the current one, for the breadcrumbs. */
export type Crumb = { name: string; path: string };

/**
 * What a page made of sections carries in its route data (computed by its folder's `data.ts`
 * at build time): its meta, its sections, the addresses of the pages they link to, and the
 * pages between the home page and it.
 */
export type SectionsPageData = {
  meta: SectionPageMeta;
  sections: Section[];
  /** The address of every page the sections name, by `pageRefId` (src/content/page-refs.ts). */
  hrefs: Record<string, string>;
  /** The pages above this one, home excluded (the features overview for a feature page). */
  parents: Crumb[];
};

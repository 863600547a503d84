import type { Section, SectionPageMeta } from '../../content/schemas/sections';

export type Crumb = { name: string; path: string };

/** A sections page's route data, computed by its `data.ts`: meta, sections, link addresses and breadcrumbs. */
export type SectionsPageData = {
  meta: SectionPageMeta;
  sections: Section[];
  /** By `pageRefId`. */
  hrefs: Record<string, string>;
  /** Home excluded (the features overview for a feature page). */
  parents: Crumb[];
};

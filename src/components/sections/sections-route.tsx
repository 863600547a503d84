import { definePage } from '../../routes/page-module';
import type { SectionsPageData } from './sections-page-data';

/** What the data.ts of every page made of sections returns (src/pages/sections-data.ts). */
type SectionsDataModule = { default: () => Promise<SectionsPageData> };

/**
 * The route of every page made of sections (overviews, feature and industry pages): the code is
 * shared; each page's sections arrive with its HTML, from its folder's `data.ts`.
 */
export const sectionsRoute = definePage<SectionsDataModule>({
  load: async (language) => {
    const { SectionsPage } = await import('./sections-page');
    return (page) => <SectionsPage language={language} page={page} />;
  },
});

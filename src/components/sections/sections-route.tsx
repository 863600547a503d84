import type { PageModule } from '../../routes/page-module';
import type { SectionsPageData } from './sections-page-data';

/**
 * The route of every page made of sections (overviews, feature and industry pages): the code is
 * shared; each page's sections arrive with its HTML, from its folder's `data.ts`.
 */
export const sectionsRoute: PageModule = {
  load: async (language) => {
    const { SectionsPage } = await import('./sections-page');
    // The route data's `data` is what the folder's data.ts returned for this page at build time.
    return (data) => <SectionsPage language={language} page={data as SectionsPageData} />;
  },
};

import { definePage } from '../../routes/page-module';
import type { SectionsPageData } from './sections-page-data';

type SectionsDataModule = { default: () => Promise<SectionsPageData> };

/** The shared route of every sections page; each page's sections arrive with its HTML. */
export const sectionsRoute = definePage<SectionsDataModule>({
  load: async (language) => {
    const { SectionsPage } = await import('./sections-page');
    return (page) => <SectionsPage language={language} page={page} />;
  },
});

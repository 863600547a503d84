import type { SectionsPageData } from '../../components/sections/sections-page-data';
import type { PageModule } from '../../routes/page-module';

/** An industry page: the code is shared by every industry; the page's sections arrive with its HTML (data.ts). */
const route: PageModule = {
  load: async (language) => {
    const { SectionsPage } = await import('../../components/sections/sections-page');
    // The route data's `data` is what ./data.ts returned for this page at build time.
    return (data) => <SectionsPage language={language} page={data as SectionsPageData} />;
  },
};

export default route;

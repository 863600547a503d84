import type { SectionsPageData } from '../../components/sections/sections-page-data';
import type { PageModule } from '../../routes/page-module';

/** The recruiting-software overview; its sections arrive with its HTML (data.ts), their links already resolved. */
const route: PageModule = {
  load: async (language) => {
    const { SectionsPage } = await import('../../components/sections/sections-page');
    // The route data's `data` is what ./data.ts returned for this page at build time.
    return (data) => <SectionsPage language={language} page={data as SectionsPageData} />;
  },
};

export default route;

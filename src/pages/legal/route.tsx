import type { PageModule } from '../../routes/page-module';
import type { LegalPageData } from './data';

/** Every legal page: one component; the page's text arrives with its HTML (data.ts). */
const route: PageModule = {
  load: async () => {
    const { LegalPage } = await import('./legal-page');
    // The route data's `data` is what ./data.ts returned for this page at build time.
    return (data) => <LegalPage page={data as LegalPageData} />;
  },
};

export default route;

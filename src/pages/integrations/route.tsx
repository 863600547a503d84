import type { PageModule } from '../../routes/page-module';
import type { IntegrationsPageData } from './data';

/** The integrations directory: its words and list arrive with the page (data.ts). */
const route: PageModule = {
  load: async (language) => {
    const { IntegrationsPage } = await import('./integrations-page');
    // The route data's `data` is what ./data.ts returned for this page at build time.
    return (data) => <IntegrationsPage language={language} {...(data as IntegrationsPageData)} />;
  },
};

export default route;

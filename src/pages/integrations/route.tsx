import { definePage } from '../../routes/page-module';
import type * as data from './data';

/** The integrations directory: its words and list arrive with the page (data.ts). */
export default definePage<typeof data>({
  load: async (language) => {
    const { IntegrationsPage } = await import('./integrations-page');
    return (pageData) => <IntegrationsPage language={language} {...pageData} />;
  },
});

import { definePage } from '../../routes/page-module';
import type * as data from './data';

/** Every legal page: one component; the page's text arrives with its HTML (data.ts). */
export default definePage<typeof data>({
  load: async () => {
    const { LegalPage } = await import('./legal-page');
    return (page) => <LegalPage page={page} />;
  },
});

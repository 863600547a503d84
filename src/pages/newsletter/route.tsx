import { definePage } from '../../routes/page-module';
import type * as data from './data';

/** The newsletter's answer pages; which one comes with the page's route data (data.ts). */
export default definePage<typeof data>({
  load: async (language) => {
    const { NewsletterPage } = await import('./newsletter-page');
    return (outcome) => <NewsletterPage language={language} outcome={outcome} />;
  },
});

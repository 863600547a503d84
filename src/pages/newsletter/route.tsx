import type { PageModule } from '../../routes/page-module';
import type { NewsletterOutcome } from './outcomes';

/** The newsletter's answer pages; which one comes with the page's route data (data.ts). */
const route: PageModule = {
  load: async (language) => {
    const { NewsletterPage } = await import('./newsletter-page');
    return (data) => <NewsletterPage language={language} outcome={data as NewsletterOutcome} />;
  },
};

export default route;

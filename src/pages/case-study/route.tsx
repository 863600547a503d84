import type { PageModule } from '../../routes/page-module';
import type { CaseStudyPageData } from './data';

/** One case study's page: the code is shared by all cases; the case arrives with its HTML (data.ts). */
const route: PageModule = {
  load: async (language) => {
    const { CaseStudyPage } = await import('./case-study-page');
    // The route data's `data` is what ./data.ts returned for this case at build time.
    return (data) => <CaseStudyPage language={language} {...(data as CaseStudyPageData)} />;
  },
};

export default route;

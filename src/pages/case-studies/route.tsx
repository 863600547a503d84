import type { PageModule } from '../../routes/page-module';
import type { CaseStudiesPageData } from './data';

/** The case studies page: its words and cards arrive with the page (data.ts), no content module. */
const route: PageModule = {
  load: async (language) => {
    const { CaseStudiesPage } = await import('./case-studies-page');
    // The route data's `data` is what ./data.ts returned for this page at build time.
    return (data) => <CaseStudiesPage language={language} {...(data as CaseStudiesPageData)} />;
  },
};

export default route;

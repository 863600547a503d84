import { definePage } from '../../routes/page-module';
import type * as data from './data';

/** The case studies page: its words and cards arrive with the page (data.ts). */
export default definePage<typeof data>({
  load: async (language) => {
    const { CaseStudiesPage } = await import('./case-studies-page');
    return (pageData) => <CaseStudiesPage language={language} {...pageData} />;
  },
});

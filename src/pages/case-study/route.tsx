import { definePage } from '../../routes/page-module';
import type * as data from './data';

/** One case study's page: the code is shared by all cases; the case arrives with its HTML (data.ts). */
export default definePage<typeof data>({
  load: async (language) => {
    const { CaseStudyPage } = await import('./case-study-page');
    return (pageData) => <CaseStudyPage language={language} {...pageData} />;
  },
});

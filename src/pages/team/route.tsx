import { definePage } from '../../routes/page-module';
import type * as data from './data';

/** The team page: its content and its members (from content/people/) arrive with the page (data.ts). */
export default definePage<typeof data>({
  load: async (language) => {
    const { TeamPage } = await import('./team-page');
    return (pageData) => <TeamPage language={language} {...pageData} />;
  },
});

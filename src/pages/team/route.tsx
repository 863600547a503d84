import type { PageModule } from '../../routes/page-module';
import type { TeamPageData } from './data';

/**
 * The team page with its language's content; code and content are chunks of their own. The
 * members (from content/people/) arrive with the page (data.ts).
 */
const route: PageModule = {
  load: async (language, loaders) => {
    const [{ TeamPage }, content] = await Promise.all([import('./team-page'), loaders.team[language]()]);
    return (data) => (
      <TeamPage language={language} content={content.default} members={(data as TeamPageData).members} />
    );
  },
};

export default route;

import type { PageModule } from '../../routes/page-module';

/** The team page with its language's content; code and content are chunks of their own. */
const route: PageModule = {
  load: async (language, loaders) => {
    const [{ TeamPage }, content] = await Promise.all([import('./team-page'), loaders.team[language]()]);
    return () => <TeamPage language={language} content={content.default} />;
  },
};

export default route;

import type { PageModule } from '../../routes/page-module';
import type { ArticlesPageData } from './data';

/** The articles list and its later pages: the cards arrive with the page (data.ts), not as a module of every summary. */
const route: PageModule = {
  load: async (language, loaders) => {
    const [{ ArticlesPage }, content] = await Promise.all([
      import('./articles-page'),
      loaders.articlesList[language](),
    ]);
    // The route data's `data` is what ./data.ts returned for this page at build time.
    return (data) => <ArticlesPage language={language} content={content.default} {...(data as ArticlesPageData)} />;
  },
};

export default route;

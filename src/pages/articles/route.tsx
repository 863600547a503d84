import type { PageModule } from '../../routes/page-module';
import type { ArticlesPageData } from './data';

/** The articles list: its cards arrive with the page (data.ts), not as a module of every summary. */
const route: PageModule = {
  load: async (language) => {
    const { ArticlesPage } = await import('./articles-page');
    // The route data's `data` is what ./data.ts returned for this page at build time.
    return (data) => <ArticlesPage language={language} articles={(data as ArticlesPageData).articles} />;
  },
};

export default route;

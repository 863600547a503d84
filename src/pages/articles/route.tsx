import { definePage } from '../../routes/page-module';
import type * as data from './data';

/** The articles list and its later pages: its words and cards arrive with the page (data.ts), not as a module of every summary. */
export default definePage<typeof data>({
  load: async (language) => {
    const { ArticlesPage } = await import('./articles-page');
    return (pageData) => <ArticlesPage language={language} {...pageData} />;
  },
});

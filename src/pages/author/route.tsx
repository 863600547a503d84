import { definePage } from '../../routes/page-module';
import type * as data from './data';

/** An author's page and its later pages: the person and this page's cards arrive with the HTML (data.ts). */
export default definePage<typeof data>({
  load: async (language) => {
    const { AuthorPage } = await import('./author-page');
    return (pageData) => <AuthorPage language={language} {...pageData} />;
  },
});

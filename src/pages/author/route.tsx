import type { PageModule } from '../../routes/page-module';
import type { AuthorPageData } from './data';

/** An author's page and its later pages: the person and this page's cards arrive with the HTML (data.ts). */
const route: PageModule = {
  load: async (language) => {
    const { AuthorPage } = await import('./author-page');
    // The route data's `data` is what ./data.ts returned for this page at build time.
    return (data) => <AuthorPage language={language} {...(data as AuthorPageData)} />;
  },
};

export default route;

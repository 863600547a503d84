import type { PageModule } from '../../routes/page-module';
import type { TagPageData } from './data';

/** A tag's articles and their later pages: the tag and its cards arrive with the page (data.ts). */
const route: PageModule = {
  load: async (language) => {
    const { TagPage } = await import('./tag-page');
    // The route data's `data` is what ./data.ts returned for this page at build time.
    return (data) => <TagPage language={language} {...(data as TagPageData)} />;
  },
};

export default route;

import type { PageModule } from '../../routes/page-module';
import type { ArticlePageData } from './data';

/** One article page: the code is shared by all articles; the article arrives with its HTML (data.ts). */
const route: PageModule = {
  load: async () => {
    const { ArticlePage } = await import('./article-page');
    // The route data's `data` is what ./data.ts returned for this article at build time.
    return (data) => <ArticlePage article={data as ArticlePageData} />;
  },
};

export default route;

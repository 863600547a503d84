import { definePage } from '../../routes/page-module';
import type * as data from './data';

/** One article page: the code is shared by all articles; the article arrives with its HTML (data.ts). */
export default definePage<typeof data>({
  load: async () => {
    const { ArticlePage } = await import('./article-page');
    return (article) => <ArticlePage article={article} />;
  },
});

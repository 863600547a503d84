import { definePage } from '../../routes/page-module';
import type * as data from './data';

/** A tag's articles and their later pages: the tag and its cards arrive with the page (data.ts). */
export default definePage<typeof data>({
  load: async (language) => {
    const { TagPage } = await import('./tag-page');
    return (pageData) => <TagPage language={language} {...pageData} />;
  },
});

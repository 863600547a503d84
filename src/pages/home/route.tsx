import { definePage } from '../../routes/page-module';
import type * as data from './data';

/** The home page: its code is a chunk of its own; its content arrives with the page (data.ts). */
export default definePage<typeof data>({
  load: async (language) => {
    const { HomePage } = await import('./home-page');
    return (pageData) => <HomePage language={language} {...pageData} />;
  },
});

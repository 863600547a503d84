import { definePage } from '../../routes/page-module';
import type * as data from './data';

/** The demo page: its code is a chunk of its own; its content arrives with the page (data.ts). */
export default definePage<typeof data>({
  load: async (language) => {
    const { DemoPage } = await import('./demo-page');
    return (pageData) => <DemoPage language={language} {...pageData} />;
  },
});

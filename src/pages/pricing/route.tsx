import { definePage } from '../../routes/page-module';
import type * as data from './data';

/** The pricing page: its code is a chunk of its own; its content arrives with the page (data.ts). */
export default definePage<typeof data>({
  load: async (language) => {
    const { PricingPage } = await import('./pricing-page');
    return (pageData) => <PricingPage language={language} {...pageData} />;
  },
});

import type { PageModule } from '../../routes/page-module';

/** The demo page with its language's content; code and content are chunks of their own. */
const route: PageModule = {
  load: async (language, loaders) => {
    const [{ DemoPage }, content, testimonials] = await Promise.all([
      import('./demo-page'),
      loaders.demo[language](),
      loaders.testimonials[language](),
    ]);
    return () => (
      <DemoPage language={language} content={content.default} testimonials={testimonials.default.testimonials} />
    );
  },
};

export default route;

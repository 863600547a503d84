import type { PageModule } from '../../routes/page-module';

/** The home page with its language's content; code and content are chunks of their own. */
const route: PageModule = {
  load: async (language, loaders) => {
    const [{ HomePage }, content, testimonials] = await Promise.all([
      import('./home-page'),
      loaders.home[language](),
      loaders.testimonials[language](),
    ]);
    return () => (
      <HomePage language={language} content={content.default} testimonials={testimonials.default.testimonials} />
    );
  },
};

export default route;

import type { PageModule } from '../../routes/page-module';

/** The pricing page with its language's content; code and content are chunks of their own. */
const route: PageModule = {
  load: async (language, loaders) => {
    const [{ PricingPage }, pricing, calculator, comparison, testimonials] = await Promise.all([
      import('./pricing-page'),
      loaders.pricing[language](),
      loaders.calculator[language](),
      loaders.comparison[language](),
      loaders.testimonials[language](),
    ]);
    return () => (
      <PricingPage
        language={language}
        content={pricing.default}
        calculator={calculator.default}
        comparison={comparison.default}
        testimonials={testimonials.default.testimonials}
      />
    );
  },
};

export default route;

import type { ReactElement } from 'react';
import { loaders as calculatorContent } from '../generated/calculator';
import { loaders as comparisonContent } from '../generated/comparison';
import { loaders as demoContent } from '../generated/demo';
import { loaders as homeContent } from '../generated/home';
import { loaders as pricingContent } from '../generated/pricing';
import { loaders as teamContent } from '../generated/team';
import { loaders as testimonialsContent } from '../generated/testimonials';
import type { Language } from '../i18n/languages';
import type { PageId } from './pages';

/** A page of the route table without parameters. */
export type StaticPageId = Exclude<PageId, 'articleDetail'>;

/**
 * How each page is built: its code and its language's content, loaded together. Every import
 * here is dynamic, so each page (and each language's content) is a chunk of its own that only
 * that page downloads.
 */
export const pageElements: Record<StaticPageId, (language: Language) => Promise<ReactElement>> = {
  home: async (language) => {
    const [{ HomePage }, content, testimonials] = await Promise.all([
      import('../pages/home/home-page'),
      homeContent[language](),
      testimonialsContent[language](),
    ]);
    return <HomePage language={language} content={content.default} testimonials={testimonials.default.testimonials} />;
  },
  pricing: async (language) => {
    const [{ PricingPage }, pricing, calculator, comparison, testimonials] = await Promise.all([
      import('../pages/pricing/pricing-page'),
      pricingContent[language](),
      calculatorContent[language](),
      comparisonContent[language](),
      testimonialsContent[language](),
    ]);
    return (
      <PricingPage
        language={language}
        content={pricing.default}
        calculator={calculator.default}
        comparison={comparison.default}
        testimonials={testimonials.default.testimonials}
      />
    );
  },
  demo: async (language) => {
    const [{ DemoPage }, content, testimonials] = await Promise.all([
      import('../pages/demo/demo-page'),
      demoContent[language](),
      testimonialsContent[language](),
    ]);
    return <DemoPage language={language} content={content.default} testimonials={testimonials.default.testimonials} />;
  },
  team: async (language) => {
    const [{ TeamPage }, content] = await Promise.all([import('../pages/team/team-page'), teamContent[language]()]);
    return <TeamPage language={language} content={content.default} />;
  },
  articles: async (language) => {
    const { ArticlesPage } = await import('../pages/articles/articles-page');
    return <ArticlesPage language={language} />;
  },
};

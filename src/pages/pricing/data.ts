import { loaders as calculator } from '../../generated/calculator';
import { loaders as comparison } from '../../generated/comparison';
import { loaders as pricing } from '../../generated/pricing';
import { loaders as testimonials } from '../../generated/testimonials';
import type { SiteRoute } from '../../routes/route-list';

/** Build time: the plans, the calculator, the comparison table and the testimonials, carried in the route data. */
export default async function pricingPageData({ language }: SiteRoute) {
  const [content, calculatorContent, comparisonContent, quotes] = await Promise.all([
    pricing[language](),
    calculator[language](),
    comparison[language](),
    testimonials[language](),
  ]);
  return {
    content: content.default,
    calculator: calculatorContent.default,
    comparison: comparisonContent.default,
    testimonials: quotes.default.testimonials,
  };
}

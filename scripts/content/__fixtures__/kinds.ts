import { companySchema } from '../../../src/content/schemas/company';
import { homeContentSchema } from '../../../src/content/schemas/home';
import { calculatorSchema, comparisonSchema } from '../../../src/content/schemas/pricing';
import { familyPageSchema, sectionPageSchema } from '../../../src/content/schemas/sections';
import { teamContentSchema } from '../../../src/content/schemas/team';
import { testimonialsSchema } from '../../../src/content/schemas/testimonials';
import type { ContentKind } from '../content-kinds';

/**
 * The kinds the good fixture site holds, every shape (per language, shared, single, collection)
 * at least once. Tests compile with this registry, not the site's, so registering a kind for the
 * site changes no test but the one that compiles the real content/ (compile.test.ts).
 */
export const FIXTURE_KINDS: readonly ContentKind[] = [
  { module: 'home', perLanguage: 'home', schema: homeContentSchema },
  { module: 'testimonials', perLanguage: 'testimonials', schema: testimonialsSchema },
  { module: 'team', perLanguage: 'team', schema: teamContentSchema },
  { module: 'calculator', shared: 'pricing/calculator.yaml', schema: calculatorSchema },
  { module: 'comparison', shared: 'pricing/comparison.yaml', schema: comparisonSchema },
  { module: 'company', single: 'company.yaml', schema: companySchema },
  { module: 'features', collection: 'features', schema: familyPageSchema },
  { module: 'features-overview', perLanguage: 'features-overview', schema: sectionPageSchema },
];

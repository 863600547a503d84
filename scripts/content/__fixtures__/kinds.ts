import { companySchema } from '../../../src/content/schemas/company';
import { homeContentSchema } from '../../../src/content/schemas/home';
import { calculatorSchema, comparisonSchema } from '../../../src/content/schemas/pricing';
import { familyPageSchema, sectionPageSchema } from '../../../src/content/schemas/sections';
import { teamContentSchema } from '../../../src/content/schemas/team';
import { testimonialsSchema } from '../../../src/content/schemas/testimonials';
import type { ContentKind } from '../content-kinds';
import { schemaFrom } from '../schema-type';

/**
 * The kinds the good fixture site holds, every shape (per language, shared, single, collection)
 * at least once. Tests compile with this registry, not the site's, so registering a kind for the
 * site changes no test but the one that compiles the real content/ (compile.test.ts).
 */
export const FIXTURE_KINDS: readonly ContentKind[] = [
  { module: 'home', perLanguage: 'home', ...schemaFrom('home', { homeContentSchema }) },
  { module: 'testimonials', perLanguage: 'testimonials', ...schemaFrom('testimonials', { testimonialsSchema }) },
  { module: 'team', perLanguage: 'team', ...schemaFrom('team', { teamContentSchema }) },
  { module: 'calculator', shared: 'pricing/calculator.yaml', ...schemaFrom('pricing', { calculatorSchema }) },
  { module: 'comparison', shared: 'pricing/comparison.yaml', ...schemaFrom('pricing', { comparisonSchema }) },
  { module: 'company', single: 'company.yaml', ...schemaFrom('company', { companySchema }) },
  { module: 'features', collection: 'features', ...schemaFrom('sections', { familyPageSchema }) },
  { module: 'features-overview', perLanguage: 'features-overview', ...schemaFrom('sections', { sectionPageSchema }) },
];

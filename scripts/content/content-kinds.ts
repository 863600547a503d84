import type { z } from 'zod';
import { companySchema } from '../../src/content/schemas/company';
import { demoPageSchema } from '../../src/content/schemas/demo';
import { homeContentSchema } from '../../src/content/schemas/home';
import { logosSchema } from '../../src/content/schemas/logos';
import { calculatorSchema, comparisonSchema, pricingContentSchema } from '../../src/content/schemas/pricing';
import { teamContentSchema } from '../../src/content/schemas/team';
import { testimonialsSchema } from '../../src/content/schemas/testimonials';

/**
 * The YAML content of the site. A per-language kind is one file per language
 * (`content/<folder>/<lang>.yaml`); a shared kind is one file whose `{ en, it }` pairs are
 * split into one module per language, so no page ships the other language's words.
 * Each compiles to `src/generated/<module>/<lang>.ts` plus an index of lazy loaders. A single
 * kind holds no text of either language and compiles to one module, `src/generated/<module>.ts`.
 */
export type ContentKind = {
  /** Folder under src/generated/, and the name pages import it by. */
  module: string;
  schema: z.ZodType;
  /** The type of one language's data, exported by `typeFrom` in src/content/schemas/. */
  type: string;
  typeFrom: string;
} & ({ perLanguage: string } | { shared: string } | { single: string });

export const CONTENT_KINDS: readonly ContentKind[] = [
  { module: 'home', perLanguage: 'home', schema: homeContentSchema, type: 'HomeContent', typeFrom: 'home' },
  {
    module: 'pricing',
    perLanguage: 'pricing',
    schema: pricingContentSchema,
    type: 'PricingContent',
    typeFrom: 'pricing',
  },
  {
    module: 'testimonials',
    perLanguage: 'testimonials',
    schema: testimonialsSchema,
    type: 'TestimonialsContent',
    typeFrom: 'testimonials',
  },
  { module: 'team', perLanguage: 'team', schema: teamContentSchema, type: 'TeamContent', typeFrom: 'team' },
  { module: 'demo', perLanguage: 'demo', schema: demoPageSchema, type: 'DemoPageContent', typeFrom: 'demo' },
  {
    module: 'calculator',
    shared: 'pricing/calculator.yaml',
    schema: calculatorSchema,
    type: 'CalculatorInLanguage',
    typeFrom: 'pricing',
  },
  {
    module: 'comparison',
    shared: 'pricing/comparison.yaml',
    schema: comparisonSchema,
    type: 'ComparisonInLanguage',
    typeFrom: 'pricing',
  },
  { module: 'logos', single: 'logos.yaml', schema: logosSchema, type: 'Logos', typeFrom: 'logos' },
  { module: 'company', single: 'company.yaml', schema: companySchema, type: 'Company', typeFrom: 'company' },
];

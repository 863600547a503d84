import type { z } from 'zod';
import { articlesListSchema } from '../../src/content/schemas/articles-list';
import { caseStudiesPageSchema, caseStudiesSchema } from '../../src/content/schemas/case-studies';
import { companySchema } from '../../src/content/schemas/company';
import { demoPageSchema } from '../../src/content/schemas/demo';
import { homeContentSchema } from '../../src/content/schemas/home';
import { integrationsPageSchema, integrationsSchema } from '../../src/content/schemas/integrations';
import { legalPageSchema } from '../../src/content/schemas/legal';
import { logosSchema } from '../../src/content/schemas/logos';
import { newsletterMailSchema } from '../../src/content/schemas/newsletter-mail';
import { calculatorSchema, comparisonSchema, pricingContentSchema } from '../../src/content/schemas/pricing';
import { familyPageSchema, sectionPageSchema } from '../../src/content/schemas/sections';
import { teamContentSchema } from '../../src/content/schemas/team';
import { testimonialsSchema } from '../../src/content/schemas/testimonials';
import { TAGS_KIND } from './article-tags';
import { LEGAL_KIND } from './legal-pages';
import type { CollectionKind } from './compile-kind';
import type { MarkdownKind } from './markdown-collection';
import { schemaFrom, type SchemaExport } from './schema-type';

/**
 * A kind of content (the README's "A new kind of content" shows each shape). A per-language kind
 * is one YAML file per language; a shared kind one file whose `{ en, it }` pairs are split into one
 * module per language, so no page ships the other language's words; a single kind holds no text of
 * either language and compiles to one module whose fields are also named exports (a page imports
 * only those it shows: the rest stays out of its bundle). Markdown kinds and collections are
 * folders of pages (markdown-collection.ts, compile-kind.ts).
 */
export type ContentKind =
  | ({
      /** Folder under src/generated/, and the name pages import it by. */
      module: string;
      schema: z.ZodType;
      /** Where `schema` is exported: the generated modules are typed `z.infer<typeof schema>` from there. */
      schemaExport: SchemaExport;
    } & (
      | { perLanguage: string }
      | {
          shared: string;
          /**
           * For a family kept in one shared file (the case studies): the field listing its pages,
           * each with a `translationKey`. Its module is then the `source` a route-table family
           * names, and other content may link its pages (`{ page: caseStudy, key: … }`).
           */
          family?: string;
        }
      | { single: string }
    ))
  | MarkdownKind
  | CollectionKind;

/**
 * The site's content kinds (UI strings and articles aside): a new kind is one line here, plus its
 * schema, named with the file of src/content/schemas/ that exports it (`schemaFrom`).
 */
export const CONTENT_KINDS: readonly ContentKind[] = [
  { module: 'home', perLanguage: 'home', ...schemaFrom('home', { homeContentSchema }) },
  { module: 'pricing', perLanguage: 'pricing', ...schemaFrom('pricing', { pricingContentSchema }) },
  { module: 'testimonials', perLanguage: 'testimonials', ...schemaFrom('testimonials', { testimonialsSchema }) },
  { module: 'team', perLanguage: 'team', ...schemaFrom('team', { teamContentSchema }) },
  { module: 'demo', perLanguage: 'demo', ...schemaFrom('demo', { demoPageSchema }) },
  { module: 'articlesList', perLanguage: 'articles-list', ...schemaFrom('articles-list', { articlesListSchema }) },
  { module: 'calculator', shared: 'pricing/calculator.yaml', ...schemaFrom('pricing', { calculatorSchema }) },
  { module: 'comparison', shared: 'pricing/comparison.yaml', ...schemaFrom('pricing', { comparisonSchema }) },
  {
    module: 'integrations',
    shared: 'integrations/integrations.yaml',
    ...schemaFrom('integrations', { integrationsSchema }),
  },
  {
    module: 'integrations-page',
    perLanguage: 'integrations',
    ...schemaFrom('integrations', { integrationsPageSchema }),
  },
  { module: 'caseStudiesPage', perLanguage: 'case-studies', ...schemaFrom('case-studies', { caseStudiesPageSchema }) },
  {
    module: 'caseStudies',
    shared: 'case-studies/cases.yaml',
    family: 'cases',
    ...schemaFrom('case-studies', { caseStudiesSchema }),
  },
  { module: 'logos', single: 'logos.yaml', ...schemaFrom('logos', { logosSchema }) },
  { module: 'company', single: 'company.yaml', ...schemaFrom('company', { companySchema }) },
  { module: 'features', collection: 'features', ...schemaFrom('sections', { familyPageSchema }) },
  { module: 'features-overview', perLanguage: 'features-overview', ...schemaFrom('sections', { sectionPageSchema }) },
  { module: 'industries', collection: 'industries', ...schemaFrom('sections', { familyPageSchema }) },
  {
    module: 'recruiting-software',
    perLanguage: 'recruiting-software',
    ...schemaFrom('sections', { sectionPageSchema }),
  },
  { module: 'legal', markdown: 'legal', ...schemaFrom('legal', { legalPageSchema }), ...LEGAL_KIND },
  {
    module: 'newsletterMail',
    perLanguage: 'newsletter-mail',
    ...schemaFrom('newsletter-mail', { newsletterMailSchema }),
  },
  TAGS_KIND,
];

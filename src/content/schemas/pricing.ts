import { z } from 'zod';
import { LANGUAGES } from '../../i18n/languages';
import { pageMetaSchema, slug, text, type InLanguage } from './common';

export const PLAN_IDS = ['starter', 'growth', 'enterprise', 'agency'] as const;

/** The comparison's categories, in the order the specification gives (site-core.md §3). */
export const COMPARISON_CATEGORIES = [
  'candidate-management',
  'database-revaluation',
  'applicant-tracking',
  'employer-branding',
  'interview-management',
  'candidate-sourcing',
  'privacy-compliance',
  'team-collaboration',
  'reports-analytics',
  'support',
  'additional-features',
] as const;

/** A text in every language, for files shared by both languages. */
const localized = z.strictObject(
  Object.fromEntries(LANGUAGES.map((language) => [language, text])) as Record<(typeof LANGUAGES)[number], typeof text>,
);

const plan = z.strictObject({
  id: z.enum(PLAN_IDS),
  name: text,
  /** Euro per user per month, billed annually; or a text such as "Custom". */
  price: z.union([z.number().int().positive(), text], {
    error: 'a price in euro (a number) or a text such as "Custom"',
  }),
  description: text,
  /** What the plan includes: a list, or a single text (read as a one-item list). */
  features: z.union([z.array(text).min(1), text.transform((feature) => [feature])], {
    error: 'a list of features or a single text',
  }),
  /** Marks the plan the page recommends ("Most popular"). */
  highlighted: z.boolean({ error: 'true or false' }),
  /** Which booking page the plan's button opens. */
  booking: z.enum(['trial', 'sales']),
  /** The button's label. */
  cta: text,
});

/** content/pricing/{en,it}.yaml: the pricing page's words and the plans. */
export const pricingContentSchema = z.strictObject({
  meta: pageMetaSchema,
  heading: text,
  intro: text,
  /** Label of the link to the demo page next to the heading. */
  demoLink: text,
  /** Heading of the plan cards, read by screen readers only. */
  plansHeading: text,
  /** The words around each plan card's price and features. */
  planLabels: z.strictObject({
    /** Badge of the highlighted plan. */
    mostPopular: text,
    /** Unit beside a price, here and in the calculator ("per user / month"). */
    perUserPerMonth: text,
    billedAnnually: text,
    /** Tag of an agency feature still being built. */
    comingSoon: text,
  }),
  plans: z
    .array(plan)
    .length(4, { error: 'exactly 4 plans (starter, growth, enterprise, agency)' })
    .refine((plans) => plans.every((entry, index) => entry.id === PLAN_IDS[index]), {
      error: 'the plans in the order starter, growth, enterprise, agency',
    })
    .refine((plans) => plans.filter((entry) => entry.highlighted).length === 1, {
      error: 'exactly one highlighted plan',
    }),
  calculator: z.strictObject({
    heading: text,
    intro: text,
    /** Label of the database-size select. */
    databaseSize: text,
    /** Label above the estimate. */
    estimatedPrice: text,
    /** The estimate when the band's price is agreed with sales. */
    customPrice: text,
  }),
  comparison: z.strictObject({
    heading: text,
    intro: text,
    /** Header of the table's first column. */
    featureColumn: text,
  }),
  facts: z.strictObject({
    heading: text,
    items: z.array(z.strictObject({ question: text, answer: text })).length(5, { error: 'exactly 5 facts' }),
  }),
  expert: z.strictObject({ heading: text, text, cta: text }),
  testimonialsHeading: text,
});

/** content/pricing/calculator.yaml: price per user per month by database size; sales may edit it. */
export const calculatorSchema = z.strictObject({
  bands: z
    .array(
      z.strictObject({
        id: slug,
        /** What the select shows for this band, per language. */
        label: localized,
        /** Euro per user per month, billed annually; null when the price is agreed with sales. */
        pricePerUser: z.number().int().positive().nullable(),
      }),
    )
    .length(6, { error: 'exactly 6 bands (up to 5k, 10k, 25k, 50k, 100k, 500k+)' }),
});

/** content/pricing/comparison.yaml: the feature matrix, shared by both languages. */
export const comparisonSchema = z.strictObject({
  categories: z
    .array(
      z.strictObject({
        id: z.enum(COMPARISON_CATEGORIES),
        name: localized,
        rows: z
          .array(
            z.strictObject({
              /** Stable name of the feature, used by tests and never shown. */
              id: slug,
              feature: localized,
              starter: z.boolean({ error: 'true or false for the Starter plan' }),
              growth: z.boolean({ error: 'true or false for the Growth plan' }),
              enterprise: z.boolean({ error: 'true or false for the Enterprise plan' }),
              agency: z.boolean({ error: 'true or false for the Agency plan' }),
            }),
          )
          .min(1),
      }),
    )
    .length(COMPARISON_CATEGORIES.length, { error: `exactly ${COMPARISON_CATEGORIES.length} categories` })
    .refine((categories) => categories.every((category, index) => category.id === COMPARISON_CATEGORIES[index]), {
      error: `the categories in the order ${COMPARISON_CATEGORIES.join(', ')}`,
    }),
});

export type PricingContent = z.infer<typeof pricingContentSchema>;
export type Plan = PricingContent['plans'][number];
export type Calculator = z.infer<typeof calculatorSchema>;
export type Comparison = z.infer<typeof comparisonSchema>;
export type CalculatorInLanguage = InLanguage<Calculator>;
export type ComparisonInLanguage = InLanguage<Comparison>;

import { z } from 'zod';
import { LANGUAGES } from '../../i18n/languages';
import { distinctItems, pageMetaSchema, slug, text, type InLanguage } from './common';

/** A text in every language, for files shared by both languages. */
const localized = z.strictObject(
  Object.fromEntries(LANGUAGES.map((language) => [language, text])) as Record<(typeof LANGUAGES)[number], typeof text>,
);

const plan = z.strictObject({
  /** Stable name of the plan, never shown: the rows of comparison.yaml name the plans that include them by it. */
  id: slug,
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
  /**
   * The plan cards, in their order, which is also the order of the comparison's columns; any
   * number (the cards wrap). Both languages list the same ids in the same order (checked by the
   * content step, scripts/content/pricing-plans.ts).
   */
  plans: z
    .array(plan)
    .min(1, { error: 'at least one plan' })
    .superRefine(distinctItems('an id no other plan uses', 'id'))
    .superRefine((plans, context) => {
      // The badge says "most popular": two badges would contradict each other; none is fine.
      const first = plans.find((entry) => entry.highlighted);
      plans.forEach((entry, index) => {
        if (!entry.highlighted || entry === first) return;
        context.addIssue({
          code: 'custom',
          path: [index, 'highlighted'],
          input: true,
          message: `false: at most one plan is highlighted, since its badge says "most popular" ("${first?.id ?? ''}" is)`,
        });
      });
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
    /** Questions and answers in an accordion (the seed has five): any number fits. */
    items: z.array(z.strictObject({ question: text, answer: text })).min(1, { error: 'at least one fact' }),
  }),
  expert: z.strictObject({ heading: text, text, cta: text }),
  testimonialsHeading: text,
});

/**
 * content/pricing/calculator.yaml: price per user per month by database size (the seed has six
 * bands), the options of a select; sales may edit it. The first band is the one shown first.
 */
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
    .min(1, { error: 'at least one band: the calculator starts on the first' })
    .superRefine(distinctItems('an id no other band uses', 'id')),
});

/**
 * content/pricing/comparison.yaml: the feature matrix, shared by both languages: categories (the
 * seed has eleven) in the order of the table, each with its rows; any number of either. The
 * table's columns are the plans of content/pricing/<lang>.yaml; each row names the plans that
 * include its feature (the content step checks that each is a plan).
 */
export const comparisonSchema = z.strictObject({
  categories: z
    .array(
      z.strictObject({
        /** A short name of the category, used once; never shown. */
        id: slug,
        name: localized,
        rows: z
          .array(
            z.strictObject({
              /** Stable name of the feature, used by tests and never shown. */
              id: slug,
              feature: localized,
              /** The ids of the plans that include the feature, e.g. `[growth, enterprise]`; `[]` for none. */
              plans: z
                .array(slug, { error: 'a list of plan ids, e.g. [starter, growth]' })
                .superRefine(distinctItems('each plan once')),
            }),
          )
          .min(1),
      }),
    )
    .min(1, { error: 'at least one category' })
    .superRefine(distinctItems('an id no other category uses', 'id')),
});

export type PricingContent = z.infer<typeof pricingContentSchema>;
export type Plan = PricingContent['plans'][number];
export type Calculator = z.infer<typeof calculatorSchema>;
export type Comparison = z.infer<typeof comparisonSchema>;
export type CalculatorInLanguage = InLanguage<Calculator>;
export type ComparisonInLanguage = InLanguage<Comparison>;

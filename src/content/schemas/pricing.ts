import { z } from 'zod';
import { LANGUAGES } from '../../i18n/languages';
import { annualSavingPercent, pricedPlans } from '../pricing-figures';
import { distinctItems, pageMetaSchema, slug, template, text, textWithPlaceholders, type InLanguage } from './common';

/** A text in every language, for files shared by both languages. */
const localized = z.strictObject(
  Object.fromEntries(LANGUAGES.map((language) => [language, text])) as Record<(typeof LANGUAGES)[number], typeof text>,
);

const wholeEuro = z.number({ error: 'a whole number of euro' }).int().positive();

/** A plan's prices per user per month, in euro: billed annually, and billed monthly (the dearer). */
const planPrices = z
  .strictObject({ annual: wholeEuro, monthly: wholeEuro })
  .superRefine(({ annual, monthly }, context) => {
    if (monthly > annual) return;
    const message = 'a monthly price above the annual one (paying annually is what saves)';
    context.addIssue({ code: 'custom', path: ['monthly'], input: monthly, message });
  });

/** A line of a plan card: a text, or `{ feature, comingSoon: true }` for one still being built. */
const planFeature = z.union(
  [
    text.transform((feature) => ({ feature, comingSoon: false })),
    z.strictObject({ feature: text, comingSoon: z.boolean({ error: 'true or false' }) }),
  ],
  { error: 'a feature (a text), or { feature: …, comingSoon: true } for one still being built' },
);

const plan = z.strictObject({
  /** Stable name of the plan, never shown: the rows of comparison.yaml name the plans that include them by it. */
  id: slug,
  name: text,
  /**
   * Euro per user per month, `{ annual: 270, monthly: 340 }`: the page shows the one the billing
   * switch chooses and states the saving computed from them. Or a text such as "Custom".
   */
  price: z.union([planPrices, text], {
    error: 'prices in euro, e.g. { annual: 270, monthly: 340 }, or a text such as "Custom"',
  }),
  /**
   * The most active candidate profiles the plan holds, e.g. 5000: the calculator shows the
   * cheapest plan that holds a database. Every plan with prices has one; a quoted plan none.
   */
  candidates: z.number({ error: 'a whole number of candidates, e.g. 5000' }).int().positive().optional(),
  description: text,
  /** What the plan includes: a list, or a single text (read as a one-item list). */
  features: z.union([z.array(planFeature).min(1), planFeature.transform((feature) => [feature])], {
    error: 'a list of features or a single text',
  }),
  /** Marks the plan the page recommends ("Recommended"). */
  highlighted: z.boolean({ error: 'true or false' }),
  /** Which booking page the plan's button opens. */
  booking: z.enum(['trial', 'sales']),
  /** The button's label. */
  cta: text,
});

/** The highlighted plan is the one "most popular": two badges would contradict each other; none is fine. */
function checkOneHighlighted(plans: readonly z.infer<typeof plan>[], context: z.RefinementCtx) {
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
}

/**
 * What the computed figures need: every plan with prices has a database limit for the
 * calculator, and all give the same annual saving, the one figure the page states.
 */
function checkPricedPlans(plans: readonly z.infer<typeof plan>[], context: z.RefinementCtx) {
  const priced = pricedPlans(plans);
  const [first] = priced;
  for (const entry of priced) {
    const index = plans.indexOf(entry);
    if (entry.candidates === undefined) {
      context.addIssue({
        code: 'custom',
        path: [index, 'candidates'],
        input: undefined,
        message:
          'the most candidates the plan holds (e.g. candidates: 5000): the calculator needs it for every plan with prices',
      });
    }
    // A monthly price at or below the annual one has its own issue; no saving to compare.
    if (!first || entry === first || entry.price.monthly <= entry.price.annual) continue;
    const saving = annualSavingPercent(entry.price);
    const expected = annualSavingPercent(first.price);
    if (saving === expected) continue;
    context.addIssue({
      code: 'custom',
      path: [index, 'price', 'monthly'],
      input: entry.price.monthly,
      message: `a monthly price giving the same annual saving as "${first.id}" (${String(expected)} percent, the one figure the page states; this one gives ${String(saving)})`,
    });
  }
}

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
    /** After the unit: prices exclude VAT ("excl. VAT", "+ IVA"), as the terms say. */
    vat: text,
    /** Under a price paid annually. */
    billedAnnually: text,
    /** Under a price paid monthly. */
    billedMonthly: text,
    /** Tag of a feature still being built (a plan feature with `comingSoon: true`). */
    comingSoon: text,
  }),
  /** The monthly/annual switch above the plans: a radio group. */
  billing: z.strictObject({
    /** The group's name, read by screen readers. */
    legend: text,
    annual: text,
    monthly: text,
    /** Beside the annual choice, e.g. "save {{saving}}": the page computes the percentage from the prices. */
    saving: template('saving'),
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
    .superRefine(checkOneHighlighted)
    .superRefine(checkPricedPlans),
  calculator: z.strictObject({
    heading: text,
    intro: text,
    /** Label of the database-size select. */
    databaseSize: text,
    /** An option of the select, e.g. "Up to {{count}} candidates" (the band's size, from calculator.yaml). */
    bandUpTo: template('count'),
    /** The last option, every size above the band before it, e.g. "More than {{count}} candidates". */
    bandAbove: template('count'),
    /** Label above the estimate. */
    estimatedPrice: text,
    /** Under the estimate: which plan it is the price of, e.g. "Growth plan" from "{{plan}} plan". */
    fitsPlan: template('plan'),
    /** The estimate when no plan with prices holds the database: a quote. */
    customPrice: text,
  }),
  comparison: z.strictObject({
    heading: text,
    intro: text,
    /** Header of the table's first column. */
    featureColumn: text,
  }),
  /**
   * The pricing FAQ: questions as the buyer asks them, in the first person, in an accordion and as
   * FAQPage JSON-LD. `{{saving}}` in a question or an answer is the annual saving, computed.
   */
  facts: z.strictObject({
    heading: text,
    items: z
      .array(z.strictObject({ question: textWithPlaceholders('saving'), answer: textWithPlaceholders('saving') }))
      .min(1, { error: 'at least one question' }),
  }),
  expert: z.strictObject({ heading: text, text, cta: text }),
  testimonialsHeading: text,
});

/**
 * content/pricing/calculator.yaml: the database sizes of the calculator's select, smallest first
 * (the seed has six bands); sales may edit it. Each band holds sizes up to `upTo`, from one more
 * than the band before; the last, `upTo: null`, holds every size above, so no size is left out.
 * The price shown for a band is a plan's (src/content/pricing-figures.ts: planForBand).
 */
export const calculatorSchema = z.strictObject({
  bands: z
    .array(
      z.strictObject({
        id: slug,
        /** The most candidates of the band, e.g. 25000; null for the last band, every size above the one before. */
        upTo: z
          .number({ error: 'a whole number of candidates, e.g. 25000, or null for the last band' })
          .int()
          .positive()
          .nullable(),
      }),
    )
    .min(1, { error: 'at least one band: the calculator starts on the first' })
    .superRefine(distinctItems('an id no other band uses', 'id'))
    .superRefine(checkBandsCoverEverySize),
});

/** Bands grow band by band, and the last (`upTo: null`) holds every size above: no size falls between two. */
function checkBandsCoverEverySize(bands: readonly { upTo: number | null }[], context: z.RefinementCtx) {
  bands.forEach(({ upTo }, index) => {
    const last = index === bands.length - 1;
    const before = bands[index - 1]?.upTo;
    let expected: string | undefined;
    if (last && upTo !== null) expected = 'null: the last band holds every size above the band before it';
    else if (!last && upTo === null) expected = 'a number: only the last band is open-ended (upTo: null)';
    else if (upTo !== null && typeof before === 'number' && upTo <= before) {
      expected = `a size above ${String(before)}, the band before's (bands go from the smallest up)`;
    }
    if (expected === undefined) return;
    context.addIssue({ code: 'custom', path: [index, 'upTo'], input: upTo, message: expected });
  });
}

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
export type CalculatorBand = Calculator['bands'][number];
export type Calculator = z.infer<typeof calculatorSchema>;
export type Comparison = z.infer<typeof comparisonSchema>;
export type CalculatorInLanguage = InLanguage<Calculator>;
export type ComparisonInLanguage = InLanguage<Comparison>;

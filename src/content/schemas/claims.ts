import { z } from 'zod';
import { LANGUAGES, type Language } from '../../i18n/languages';
import { statesFigure } from '../figures';
import { distinctItems, evidence, slug, text } from './common';

const inEveryLanguage = <Schema extends z.ZodType>(schema: Schema) =>
  z.strictObject(Object.fromEntries(LANGUAGES.map((language) => [language, schema])) as Record<Language, Schema>);

/**
 * Whom a figure speaks for: all customers, the customers of one industry (`customers:agencies`),
 * the cases the case studies page shows (`cases-shown`), or one case (`case:<its translationKey>`),
 * which belongs to an industry. Scopes nest: a case within its industry, an industry within all customers.
 */
const SCOPE = /^(?:all-customers|cases-shown|customers:[a-z0-9-]+|case:[a-z0-9-]+)$/;

/** How a figure of a set of items is computed from theirs. */
export const AGGREGATES = ['mean', 'median', 'min', 'max'] as const;

/** "up to 80%", "fino all'80%": the words that make a figure a maximum. */
export const UP_TO = /(?:^|\s)(?:up to|fino (?:a|al|all'|all’|alla|ai|agli))(?:\s|$|(?<=')|(?<=’))/iu;

function issue(context: z.RefinementCtx, path: PropertyKey[], message: string, input?: unknown) {
  context.addIssue({ code: 'custom', path, input, message });
}

export const claimSchema = z
  .strictObject({
    /** What pages write to show it: `{claim:<id>}` in prose, `- claim: <id>` in a list of figures. */
    id: slug,
    /** What it measures, as a short name (`time-to-hire`); the label says it to visitors. */
    metric: slug,
    scope: z.string({ error: 'a scope' }).regex(SCOPE, {
      error: 'a scope: all-customers, cases-shown, customers:<industry> or case:<case translationKey>',
    }),
    /** The industry a case belongs to (`manufacturing` for `customers:manufacturing`); only beside a case scope. */
    industry: slug.optional(),
    /**
     * The figure as a number: 80 for "up to 80%", -40 for "−40%", 3 for "3×", 5 for "5 times
     * faster"; for a rate, the rate after (88 for "70% → 88%") or its change in points.
     */
    value: z.number({ error: 'the figure as a number, e.g. 80 or -40' }).optional(),
    /** percent: a change (−40) or a rate; times: the quantity multiplied; times-faster: its time divided; points: a rate's change. */
    unit: z.enum(['percent', 'times', 'times-faster', 'points'], {
      error: 'percent, times, times-faster or points',
    }),
    /** A figure of the cases shown is computed from theirs: the mean, median, min or max of this metric. */
    derived: z.enum(AGGREGATES, { error: 'mean, median, min or max' }).optional(),
    /** `up-to`: the figure is a maximum ("up to 80%"); no figure of the metric it covers may show more. */
    bound: z.literal('up-to', { error: 'up-to' }).optional(),
    /** Claims of one measurement written in different forms (−80% of the time, 5 times faster) share it. */
    measure: slug.optional(),
    /** `true` for a share of people or things (a pass rate, a reply rate); it is stated with its base. */
    rate: z.literal(true, { error: 'true, or no rate field' }).optional(),
    /** A rate's value before, in percent: 70 for "70% → 88%" or for "+18 points from 70%". */
    base: z.number({ error: 'the rate before, in percent' }).min(0).max(100).optional(),
    /** A share written "n in m" ("9 in 10"): value n, of m; it reads as the percentage (90%). */
    of: z.number({ error: 'how many the share is of, e.g. 10 for "9 in 10"' }).int().positive().optional(),
    /** How pages write it, in each language ("fino all'80%", "up to 80%"); it must show the number. */
    text: inEveryLanguage(text.max(12, { error: 'at most 12 characters (it shares a row with others)' })).optional(),
    /** What it measures, as read after the figure ("less time spent screening CVs"). */
    label: inEveryLanguage(text),
    /** Who says so, as the page shows it beside the figure ("according to our customers"). */
    basis: inEveryLanguage(text),
    /** Who measured what, over which sample and period: its file under evidence/, or `pending`. */
    evidence,
  })
  .superRefine((claim, context) => {
    const computed = claim.scope === 'cases-shown';
    if (computed !== (claim.derived !== undefined))
      issue(
        context,
        ['derived'],
        computed
          ? 'mean, median, min or max: a figure of the cases shown is computed from theirs'
          : 'no derived field: only a figure of the cases shown is computed',
      );
    for (const field of ['value', 'text'] as const) {
      if (computed && claim[field] !== undefined)
        issue(
          context,
          [field],
          `no ${field}: the content step computes it from the cases shown (derived: ${claim.derived ?? 'mean'})`,
          claim[field],
        );
      if (!computed && claim[field] === undefined) issue(context, [field], `the claim's ${field}`);
    }
    if (claim.scope.startsWith('case:') !== (claim.industry !== undefined))
      issue(
        context,
        ['industry'],
        claim.industry === undefined
          ? "the case's industry, as in customers:<industry> (a case belongs to one)"
          : 'no industry: only a case belongs to one',
      );
    if (claim.metric.endsWith('-rate') && claim.rate === undefined)
      issue(context, ['rate'], `rate: true, for a metric named as a rate (${claim.metric})`);
    // A rate stated as it is ("88% pass", "9 in 10") needs no base; a change of it ("+60%") does.
    const change = claim.unit === 'points' || /[+−-]/.test(Object.values(claim.text ?? {}).join(' '));
    if (claim.rate !== undefined && claim.base === undefined && change)
      issue(
        context,
        ['base'],
        'the rate before (base: <percent>): a relative change of a rate cannot be read without its base, so state it before and after (value: the rate after) or in points (unit: points)',
      );
    if (claim.of !== undefined && claim.unit !== 'percent')
      issue(context, ['of'], 'no of beside a unit other than percent: a share "n in m" is a percentage', claim.of);
    if (claim.base !== undefined && claim.rate === undefined)
      issue(context, ['base'], 'no base: only a rate has one (rate: true)');
    if (claim.rate !== undefined && claim.unit.startsWith('times'))
      issue(
        context,
        ['unit'],
        'percent (the rate after) or points (its change): a rate multiplied hides its base',
        claim.unit,
      );
    if (claim.text === undefined) return;
    for (const language of LANGUAGES) {
      const written = claim.text[language];
      const at = ['text', language];
      for (const figure of [claim.value, claim.base]) {
        if (figure !== undefined && !showsNumber(written, figure))
          issue(
            context,
            at,
            `a text that shows the claim's ${figure === claim.value ? 'value' : 'base'}, ${String(Math.abs(figure))}`,
            written,
          );
      }
      if (UP_TO.test(written) !== (claim.bound === 'up-to'))
        issue(
          context,
          at,
          claim.bound === 'up-to'
            ? 'a text that says the figure is a maximum ("up to", "fino a"), as bound: up-to does'
            : 'bound: up-to beside a text that says the figure is a maximum ("up to", "fino a")',
          written,
        );
    }
  });

function showsNumber(text: string, figure: number) {
  const digits = String(Math.abs(figure)).replace('.', '[.,]');
  return new RegExp(`(^|\\D)${digits}(\\D|$)`).test(text);
}

/** A phrase the figures rule lets through, with why; never a percentage or multiplier itself. */
const exceptionSchema = z.strictObject({
  phrase: text.refine((phrase) => !statesFigure(phrase), {
    error: 'a phrase that is not itself a percentage or multiplier (a figure is a claim, not an exception)',
  }),
  reason: text,
});

/** content/claims.yaml: every figure the site states, once, and the exceptions to the figures rule. */
export const claimsSchema = z.strictObject({
  claims: z.array(claimSchema).superRefine(distinctItems('an id no other claim uses', 'id')),
  exceptions: z.array(exceptionSchema).default([]),
});

/** A claim as written; a computed one has no value or text until the content step gives them. */
export type WrittenClaim = z.infer<typeof claimSchema>;
/** A claim with its figure: written, or computed from the items of its scope. */
export type Claim = WrittenClaim & { value: number; text: Record<Language, string> };
export type ClaimsFile = z.infer<typeof claimsSchema>;

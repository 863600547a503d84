import { z } from 'zod';
import { LANGUAGES, type Language } from '../../i18n/languages';
import { statesFigure } from '../figures';
import { distinctItems, slug, text } from './common';

const inEveryLanguage = <Schema extends z.ZodType>(schema: Schema) =>
  z.strictObject(Object.fromEntries(LANGUAGES.map((language) => [language, schema])) as Record<Language, Schema>);

/**
 * Whom a figure speaks for: all customers, the customers of one industry (`customers:agencies`),
 * the cases the case studies page shows (`cases-shown`), or one case (`case:<its translationKey>`).
 * Two claims of one metric and one scope must agree.
 */
const SCOPE = /^(?:all-customers|cases-shown|customers:[a-z0-9-]+|case:[a-z0-9-]+)$/;

export const claimSchema = z
  .strictObject({
    /** What pages write to show it: `{claim:<id>}` in prose, `- claim: <id>` in a list of figures. */
    id: slug,
    /** What it measures, as a short name (`time-to-hire`); the label says it to visitors. */
    metric: slug,
    scope: z.string({ error: 'a scope' }).regex(SCOPE, {
      error: 'a scope: all-customers, cases-shown, customers:<industry> or case:<case translationKey>',
    }),
    /** The figure as a number: 80 for "up to 80%", -40 for "−40%", 3 for "3×". */
    value: z.number({ error: 'the figure as a number, e.g. 80 or -40' }),
    unit: z.enum(['percent', 'times'], { error: 'percent or times' }),
    /** How pages write it, in each language ("fino all'80%", "up to 80%"); it must show the number. */
    text: inEveryLanguage(text.max(12, { error: 'at most 12 characters (it shares a row with others)' })),
    /** What it measures, as read after the figure ("less time spent screening CVs"). */
    label: inEveryLanguage(text),
    /** Who says so, as the page shows it beside the figure ("according to our customers"). */
    basis: inEveryLanguage(text),
  })
  .superRefine((claim, context) => {
    const digits = String(Math.abs(claim.value)).replace('.', '[.,]');
    for (const language of LANGUAGES) {
      if (!new RegExp(`(^|\\D)${digits}(\\D|$)`).test(claim.text[language])) {
        context.addIssue({
          code: 'custom',
          path: ['text', language],
          input: claim.text[language],
          message: `a text that shows the claim's value, ${String(Math.abs(claim.value))}`,
        });
      }
    }
  });

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

export type Claim = z.infer<typeof claimSchema>;
export type ClaimsFile = z.infer<typeof claimsSchema>;

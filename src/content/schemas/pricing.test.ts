import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { formatIssue } from '../../../scripts/content/issues';
import { validateDocument } from '../../../scripts/content/validate';
import { parseYaml } from '../../../scripts/content/yaml-document';
import { calculatorSchema, pricingContentSchema } from './pricing';

const EN = 'content/pricing/en.yaml';
const CALCULATOR = 'content/pricing/calculator.yaml';
const source = (file: string) => readFileSync(file, 'utf8');

/** The issues of `text` read as `file`, as the content step prints them. */
function issuesOf(schema: z.ZodType, text: string, file: string) {
  return validateDocument(schema, parseYaml(text, file), file).issues.map(formatIssue);
}

/** content/pricing/en.yaml with `from` replaced by `to` (which must be there once). */
function pricingWith(from: string, to: string) {
  const text = source(EN);
  expect(text.split(from)).toHaveLength(2);
  return text.replace(from, to);
}

/** The line of the file's text where `needle` first appears. */
const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;

describe('the pricing content: plans with prices', () => {
  it('accepts the site’s pricing files', () => {
    expect(issuesOf(pricingContentSchema, source(EN), EN)).toEqual([]);
    expect(issuesOf(pricingContentSchema, source('content/pricing/it.yaml'), 'content/pricing/it.yaml')).toEqual([]);
  });

  it('wants both an annual and a monthly price for every plan with prices', () => {
    const text = pricingWith('price: { annual: 590, monthly: 740 }', 'price: { annual: 590 }');
    expect(issuesOf(pricingContentSchema, text, EN)).toEqual([
      expect.stringMatching(
        new RegExp(`^${EN}:${String(lineOf(text, 'annual: 590'))}:\\d+ plans\\.1\\.price: expected prices in euro`),
      ),
    ]);
  });

  it('wants the monthly price above the annual one', () => {
    const text = pricingWith('price: { annual: 590, monthly: 740 }', 'price: { annual: 590, monthly: 500 }');
    expect(issuesOf(pricingContentSchema, text, EN)).toEqual([
      `${EN}:${String(lineOf(text, 'monthly: 500'))}:27 plans.1.price.monthly: expected a monthly price above the annual one (paying annually is what saves), found 500`,
    ]);
  });

  it('wants one annual saving across the plans, the figure the page states', () => {
    const text = pricingWith('price: { annual: 590, monthly: 740 }', 'price: { annual: 590, monthly: 800 }');
    expect(issuesOf(pricingContentSchema, text, EN)).toEqual([
      `${EN}:${String(lineOf(text, 'monthly: 800'))}:27 plans.1.price.monthly: expected a monthly price giving the same annual saving as "starter" (20 percent, the one figure the page states; this one gives 26), found 800`,
    ]);
  });

  it('wants the database limit of every plan with prices, which the calculator reads', () => {
    const text = pricingWith('    candidates: 5000\n', '');
    expect(issuesOf(pricingContentSchema, text, EN)).toEqual([
      expect.stringMatching(/plans\.0\.candidates: expected the most candidates the plan holds .* found nothing/),
    ]);
  });

  it('takes a feature marked as coming soon, and reads a plain one as live', () => {
    const text = pricingWith('      - Client CRM\n', '      - { feature: Client CRM, comingSoon: true }\n');
    const { data } = validateDocument(pricingContentSchema, parseYaml(text, EN), EN);
    const agency = data?.plans.find((plan) => plan.id === 'agency');
    expect(agency?.features.filter((feature) => feature.comingSoon)).toEqual([
      { feature: 'Client CRM', comingSoon: true },
    ]);
    expect(agency?.features[0]).toEqual({ feature: 'Everything in Enterprise', comingSoon: false });
  });

  it('refuses a placeholder the page does not fill in, and a saving label without its figure', () => {
    const faq = pricingWith("'{{saving}} on Starter", "'{{savings}} on Starter");
    expect(issuesOf(pricingContentSchema, faq, EN)).toEqual([
      expect.stringMatching(
        /facts\.items\.1\.answer: expected text with no placeholder but \{\{saving\}\}, found \{\{savings\}\}/,
      ),
    ]);
    const label = pricingWith("saving: 'save {{saving}}'", 'saving: save a lot');
    expect(issuesOf(pricingContentSchema, label, EN)).toEqual([
      expect.stringMatching(/billing\.saving: expected text holding \{\{saving\}\} once/),
    ]);
  });
});

describe('the calculator bands', () => {
  const bands = (...upTo: (number | null)[]) =>
    `bands:\n${upTo.map((value, index) => `  - id: band-${String(index)}\n    upTo: ${String(value)}\n`).join('')}`;

  it('accepts the site’s bands, which end open', () => {
    expect(issuesOf(calculatorSchema, source(CALCULATOR), CALCULATOR)).toEqual([]);
    expect(issuesOf(calculatorSchema, bands(5000, 25000, null), CALCULATOR)).toEqual([]);
  });

  it('cover every size: the last band is open, no other is, and each goes above the one before', () => {
    expect(issuesOf(calculatorSchema, bands(5000, 100000, 500000), CALCULATOR)).toEqual([
      `${CALCULATOR}:7:5 bands.2.upTo: expected null: the last band holds every size above the band before it, found 500000`,
    ]);
    expect(issuesOf(calculatorSchema, bands(5000, null, null), CALCULATOR)).toEqual([
      `${CALCULATOR}:5:5 bands.1.upTo: expected a number: only the last band is open-ended (upTo: null), found an empty value`,
    ]);
    expect(issuesOf(calculatorSchema, bands(25000, 10000, null), CALCULATOR)).toEqual([
      `${CALCULATOR}:5:5 bands.1.upTo: expected a size above 25000, the band before's (bands go from the smallest up), found 10000`,
    ]);
  });
});

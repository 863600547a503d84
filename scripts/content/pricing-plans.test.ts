import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/i18n/languages';
import { formatIssue } from './issues';
import type { CheckedFile } from './page-refs';
import { contentPaths } from './paths';
import { checkPricingPlans } from './pricing-plans';
import { parseYaml } from './yaml-document';

const EN = 'content/pricing/en.yaml';
const IT = 'content/pricing/it.yaml';
const COMPARISON = 'content/pricing/comparison.yaml';
const CALCULATOR = 'content/pricing/calculator.yaml';

/** A pricing file's plans (only the ids matter here), one per line from line 2. */
const pricing = (ids: readonly string[]) => `plans:\n${ids.map((id) => `  - { id: ${id}, name: ${id} }\n`).join('')}`;

/** A comparison with one category whose rows name `plans` each (row n is on line 4 + n). */
const comparison = (rows: readonly (readonly string[])[]) =>
  `categories:\n  - id: one\n    rows:\n${rows.map((plans, index) => `      - { id: row-${String(index)}, plans: [${plans.join(', ')}] }\n`).join('')}`;

function check(files: Record<string, string>) {
  const checked: CheckedFile[] = Object.entries(files).map(([file, text]) => {
    const document = parseYaml(text, file);
    return { file, document, data: document.data, languages: LANGUAGES };
  });
  return checkPricingPlans(contentPaths('/site'), checked).map(formatIssue);
}

describe('the plans across the pricing files', () => {
  it('takes any number of plans listed alike in both languages, named by the rows', () => {
    const plans = ['starter', 'growth', 'scale', 'enterprise', 'agency'];
    expect(
      check({ [EN]: pricing(plans), [IT]: pricing(plans), [COMPARISON]: comparison([plans, [], ['scale']]) }),
    ).toEqual([]);
  });

  it('reports an Italian plan out of English order at its id', () => {
    expect(check({ [EN]: pricing(['starter', 'growth']), [IT]: pricing(['growth', 'starter']) })).toEqual([
      `${IT}:2:7 plans.0.id: expected "starter", the plan 1 of ${EN} (each language lists the same plans in the same order), found "growth"`,
      `${IT}:3:7 plans.1.id: expected "growth", the plan 2 of ${EN} (each language lists the same plans in the same order), found "starter"`,
    ]);
  });

  it('reports a plan one language lacks, or has in excess', () => {
    expect(check({ [EN]: pricing(['starter', 'growth', 'scale']), [IT]: pricing(['starter', 'growth']) })).toEqual([
      `${IT}:1:1 plans: expected the 3 plans of ${EN} ("starter", "growth", "scale"), found 2: "scale" missing`,
    ]);
    expect(check({ [EN]: pricing(['starter']), [IT]: pricing(['starter', 'scale']) })).toEqual([
      `${IT}:3:7 plans.1.id: expected no plan 2: ${EN} has 1 ("starter"), found "scale"`,
    ]);
  });

  it('reports a row naming a plan that does not exist, at the name', () => {
    const files = {
      [EN]: pricing(['starter', 'growth']),
      [COMPARISON]: comparison([['starter'], ['starter', 'grwoth']]),
    };
    expect(check(files)).toEqual([
      `${COMPARISON}:5:39 categories.0.rows.1.plans.1: expected the id of a plan in ${EN} ("starter", "growth"), found "grwoth"`,
    ]);
  });

  it('says nothing when the English file has problems of its own (it is not among the checked files)', () => {
    expect(check({ [IT]: pricing(['starter']), [COMPARISON]: comparison([['nobody']]) })).toEqual([]);
  });

  it('reports an Italian plan whose prices or limit differ from the English plan, at the figure', () => {
    const plan = (price: string, candidates: number) =>
      `plans:\n  - id: starter\n    price: ${price}\n    candidates: ${String(candidates)}\n  - { id: enterprise, price: Custom }\n`;
    const en = plan('{ annual: 270, monthly: 340 }', 5000);
    expect(check({ [EN]: en, [IT]: en.replace('Custom', 'Su misura') })).toEqual([]);
    expect(check({ [EN]: en, [IT]: plan('{ annual: 270, monthly: 350 }', 5000) })).toEqual([
      `${IT}:3:27 plans.0.price.monthly: expected 340, as the plan "starter" of ${EN} (a plan's figures are the same in every language), found 350`,
    ]);
    expect(check({ [EN]: en, [IT]: plan('{ annual: 270, monthly: 340 }', 10000) })).toEqual([
      `${IT}:4:5 plans.0.candidates: expected 5000, as the plan "starter" of ${EN} (a plan's figures are the same in every language), found 10000`,
    ]);
  });

  it('reports a plan with prices whose limit ends no calculator band', () => {
    const en = 'plans:\n  - id: starter\n    price: { annual: 270, monthly: 340 }\n    candidates: 7500\n';
    const bands = 'bands:\n  - { id: small, upTo: 5000 }\n  - { id: rest, upTo: null }\n';
    expect(check({ [EN]: en, [CALCULATOR]: bands })).toEqual([
      `${EN}:4:5 plans.0.candidates: expected the upper bound of a band of ${CALCULATOR} (5000), so the calculator has a band that ends at this plan's limit (or add the band there), found 7500`,
    ]);
    expect(check({ [EN]: en.replace('7500', '5000'), [CALCULATOR]: bands })).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import en from '../../generated/comparison/en';
import it_ from '../../generated/comparison/it';
import pricingEn from '../../generated/pricing/en';

const rows = en.categories.flatMap((category) => category.rows);
const row = (id: string) => {
  const found = rows.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No comparison row "${id}" in content/pricing/comparison.yaml`);
  return found;
};

// site-core.md §9, the plan contents the comparison must agree with.
const STARTER_LACKS = [
  'custom-report-builder',
  'existing-candidate-recalculation',
  'scorecards',
  'whatsapp-bulk-shortlist',
  'interview-scheduler',
  'multi-branch',
  'calendar',
  'priority-support',
  'job-complete-reports',
];
const GROWTH_LACKS = [
  'multi-branch-cv-matching',
  'career-page-creation',
  'async-quiz',
  'job-post-duplication',
  'daily-posting-summary',
  'dedicated-account-manager',
  'beta-access',
  'tool-integrations',
  'api-access',
];
// §3 gives Agency, beyond Enterprise, cost reporting and advanced cost analytics: live, as the
// agencies page sells them (content/README.md, "Product decisions").
const AGENCY_ONLY = ['custom-logo', 'crm-customers', 'cost-margin-reports', 'profitability-analysis'];

// The spec's plans by id. A plan a writer adds is a column too, but the spec says nothing of it;
// one a writer removes is left out of these checks.
const SPEC_PLANS = ['starter', 'growth', 'enterprise', 'agency'].filter((id) =>
  pricingEn.plans.some((plan) => plan.id === id),
);
/** Which of the spec's plans the row names. */
const specPlansOf = (id: string) => SPEC_PLANS.filter((plan) => row(id).plans.includes(plan));
/** `ids`, those of the spec's plans the site sells, in the plans' order. */
const only = (...ids: string[]) => SPEC_PLANS.filter((plan) => ids.includes(plan));
const planById = (id: string) => pricingEn.plans.find((plan) => plan.id === id);

describe('the comparison matrix agrees with the specification', () => {
  it('Starter lacks exactly its list; Growth has all of those', () => {
    for (const id of STARTER_LACKS) expect(specPlansOf(id)).toEqual(only('growth', 'enterprise', 'agency'));
  });

  it('Growth lacks exactly its list, and so does Starter', () => {
    for (const id of GROWTH_LACKS) expect(specPlansOf(id)).toEqual(only('enterprise', 'agency'));
  });

  it('custom logo, CRM customers and the cost and margin analytics are Agency only', () => {
    for (const id of AGENCY_ONLY) expect(specPlansOf(id)).toEqual(only('agency'));
  });

  it('every other feature is on every plan, user permissions management included', () => {
    const listed = new Set([...STARTER_LACKS, ...GROWTH_LACKS, ...AGENCY_ONLY]);
    for (const other of rows.filter((candidate) => !listed.has(candidate.id))) {
      expect(specPlansOf(other.id)).toEqual(SPEC_PLANS);
    }
    expect(specPlansOf('user-permissions')).toEqual(SPEC_PLANS);
  });

  it('is the same matrix in both languages', () => {
    const marks = (categories: typeof en.categories) =>
      categories.map((category) => category.rows.map(({ id, plans }) => [id, plans]));
    expect(marks(it_.categories)).toEqual(marks(en.categories));
  });
});

describe('the plans', () => {
  it('are Starter 270 and Growth 590 billed annually (Growth most popular), Enterprise and Agency quoted', () => {
    const expected = { starter: [270, false], growth: [590, true], enterprise: [undefined, false] };
    for (const [id, [annual, highlighted]] of Object.entries(expected)) {
      const plan = planById(id);
      if (!plan) continue;
      const price = typeof plan.price === 'string' ? undefined : plan.price.annual;
      expect([price, plan.highlighted]).toEqual([annual, highlighted]);
    }
    const agency = planById('agency');
    if (agency) expect(agency.price).toEqual(expect.any(String));
  });

  it('badge no feature as coming soon: the agency cost analytics are live', () => {
    const comingSoon = pricingEn.plans.flatMap((plan) => plan.features.filter((feature) => feature.comingSoon));
    expect(comingSoon).toEqual([]);
  });
});

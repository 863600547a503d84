import { describe, expect, it } from 'vitest';
import en from '../../generated/comparison/en';
import it_ from '../../generated/comparison/it';
import pricingEn from '../../generated/pricing/en';
import { isAgencyPlan, isComingSoon } from './plan-card';

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
const AGENCY_ONLY = ['custom-logo', 'crm-customers'];

describe('the comparison matrix agrees with the specification', () => {
  it('Starter lacks exactly its list; Growth has all of those', () => {
    for (const id of STARTER_LACKS)
      expect(row(id)).toMatchObject({ starter: false, growth: true, enterprise: true, agency: true });
  });

  it('Growth lacks exactly its list, and so does Starter', () => {
    for (const id of GROWTH_LACKS)
      expect(row(id)).toMatchObject({ starter: false, growth: false, enterprise: true, agency: true });
  });

  it('custom logo and CRM customers are Agency only', () => {
    for (const id of AGENCY_ONLY)
      expect(row(id)).toMatchObject({ starter: false, growth: false, enterprise: false, agency: true });
  });

  it('every other feature is on every plan, user permissions management included', () => {
    const listed = new Set([...STARTER_LACKS, ...GROWTH_LACKS, ...AGENCY_ONLY]);
    for (const other of rows.filter((candidate) => !listed.has(candidate.id))) {
      expect(other).toMatchObject({ starter: true, growth: true, enterprise: true, agency: true });
    }
    expect(row('user-permissions')).toMatchObject({ starter: true, growth: true, enterprise: true, agency: true });
  });

  it('is the same matrix in both languages', () => {
    const marks = (categories: typeof en.categories) =>
      categories.map((category) =>
        category.rows.map(({ id, starter, growth, enterprise, agency }) => [id, starter, growth, enterprise, agency]),
      );
    expect(marks(it_.categories)).toEqual(marks(en.categories));
  });
});

describe('the plans', () => {
  it('are Starter 270 and Growth 590 (most popular), Enterprise and Agency quoted', () => {
    expect(pricingEn.plans.map((plan) => [plan.id, plan.price, plan.highlighted])).toEqual([
      ['starter', 270, false],
      ['growth', 590, true],
      ['enterprise', expect.any(String), false],
      ['agency', expect.any(String), false],
    ]);
  });

  it('recognise the agency plan by its name and mark its features past the third as coming soon', () => {
    const agency = pricingEn.plans.find(isAgencyPlan);
    if (!agency) throw new Error('No plan is recognised as the agency plan');
    expect(agency.id).toBe('agency');
    expect(agency.features.map((_, index) => isComingSoon(agency, index))).toEqual(
      agency.features.map((_, index) => index > 2),
    );
    expect(isAgencyPlan({ ...agency, name: 'Piano Agenzia' })).toBe(true);
    expect(isAgencyPlan({ ...agency, name: 'Growth' })).toBe(false);
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { goodSiteForTest } from './__fixtures__/fixture-site';
import { agree, exceeds } from './claim-rules';
import { loadClaims } from './claims';
import { contentPaths } from './paths';

/** One claim of content/claims.yaml as a YAML list item, with the fields every claim has. */
const claim = (fields: string) =>
  `  - ${fields.trim().replace(/\n\s*/g, '\n    ')}\n    label: { en: a label, it: un'etichetta }\n    basis: { en: as the customer reports, it: secondo il cliente }\n    evidence: pending\n`;

/** The three cases the case studies page shows, each with the figures it reported before the fix. */
const CASE_CLAIMS = [
  claim(`id: scolta-time-to-shortlist
    metric: time-to-shortlist
    scope: case:security-services
    industry: security
    value: -35
    unit: percent
    text: { en: −35%, it: −35% }`),
  claim(`id: scolta-hiring-speed
    metric: hiring-speed
    scope: case:security-services
    industry: security
    value: 3
    unit: times
    text: { en: 3×, it: 3 volte }`),
  claim(`id: trama-time-to-shortlist
    metric: time-to-shortlist
    scope: case:staffing-recruitment
    industry: agencies
    value: -85
    unit: percent
    text: { en: −85%, it: −85% }`),
  claim(`id: trama-hiring-speed
    metric: hiring-speed
    scope: case:staffing-recruitment
    industry: agencies
    value: 5
    unit: times
    text: { en: 5×, it: 5 volte }`),
  claim(`id: ardesia-time-to-shortlist
    metric: time-to-shortlist
    scope: case:oil-gas-manufacturing
    industry: manufacturing
    value: -47
    unit: percent
    text: { en: −47%, it: −47% }`),
  claim(`id: ardesia-hiring-speed
    metric: hiring-speed
    scope: case:oil-gas-manufacturing
    industry: manufacturing
    value: 2
    unit: times
    text: { en: 2×, it: 2 volte }`),
].join('');

/** content/case-studies/cases.yaml as the claims check reads it: each case's key and the claims of its metrics. */
const CASES = `cases:
  - translationKey: security-services
    metrics:
      - claim: scolta-time-to-shortlist
      - claim: scolta-hiring-speed
  - translationKey: staffing-recruitment
    metrics:
      - claim: trama-time-to-shortlist
      - claim: trama-hiring-speed
  - translationKey: oil-gas-manufacturing
    metrics:
      - claim: ardesia-time-to-shortlist
      - claim: ardesia-hiring-speed
`;

/** Loads content/claims.yaml holding `claims`, beside the three cases, from a folder of its own. */
function load(claims: string, cases = CASES) {
  const root = mkdtempSync(join(tmpdir(), 'claim-rules-'));
  onTestFinished(() => {
    rmSync(root, { recursive: true, force: true });
  });
  for (const [file, text] of [
    ['content/claims.yaml', `claims:\n${claims}`],
    ['content/case-studies/cases.yaml', cases],
  ] as const) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return loadClaims(contentPaths(root));
}

const where = ({ issues }: ReturnType<typeof load>) =>
  issues.map(({ file, line, column, field }) => `${file}:${String(line)}:${String(column)} ${field}`);
const messages = ({ issues }: ReturnType<typeof load>) => issues.map(({ message }) => message);

describe('a figure of the cases shown is computed from theirs', () => {
  it('refuses the case studies page’s typed averages: a value written for the cases shown', () => {
    const typed = claim(`id: cases-screening-time
      metric: screening-time
      scope: cases-shown
      value: -40
      unit: percent
      text: { en: −40%, it: −40% }`);
    const loaded = load(CASE_CLAIMS + typed);
    expect(where(loaded)).toEqual([
      'content/claims.yaml:62:5 claims.6.derived',
      'content/claims.yaml:65:5 claims.6.value',
      'content/claims.yaml:67:5 claims.6.text',
    ]);
    expect(messages(loaded)[1]).toBe(
      'expected no value: the content step computes it from the cases shown (derived: mean), found -40',
    );
  });

  it('refuses an average of a metric the cases do not report, naming each case where it is written', () => {
    const probation = claim(`id: cases-quality-of-hire
      metric: quality-of-hire
      scope: cases-shown
      derived: mean
      unit: percent`);
    const loaded = load(CASE_CLAIMS + probation);
    expect(where(loaded)).toEqual(Array(3).fill('content/claims.yaml:65:5 claims.6.derived'));
    expect(messages(loaded)[1]).toBe(
      "expected every case shown to report quality-of-hire, which this claim's mean is computed from; the case staffing-recruitment (content/case-studies/cases.yaml:7:5) shows none among its metrics (add its claim there, or compute another metric)",
    );
  });

  it('computes the mean of the cases’ own figures, in each form, and writes it in both languages', () => {
    const shortlist = claim(`id: cases-time-to-shortlist
      metric: time-to-shortlist
      scope: cases-shown
      derived: mean
      unit: percent`);
    const speed = claim(`id: cases-hiring-speed
      metric: hiring-speed
      scope: cases-shown
      derived: max
      bound: up-to
      unit: times`);
    const loaded = load(CASE_CLAIMS + shortlist + speed);
    expect(loaded.issues).toEqual([]);
    const computed = loaded.claims.byId.get('cases-time-to-shortlist');
    expect([computed?.value, computed?.text]).toEqual([-56, { en: '−56%', it: '−56%' }]);
    expect(loaded.claims.byId.get('cases-hiring-speed')?.text).toEqual({ en: 'up to 5×', it: 'fino a 5×' });
  });
});

const MANUFACTURING = (value: number) =>
  claim(`id: manufacturing-time-to-hire
    metric: time-to-hire
    scope: customers:manufacturing
    value: ${String(value)}
    unit: percent
    bound: up-to
    text: { en: up to −${String(-value)}%, it: fino a −${String(-value)}% }`);
/** The manufacturing page's featured story: 15 hires in 30 days, against three months before. */
const VETTA = claim(`id: vetta-time-to-hire
    metric: time-to-hire
    scope: case:vetta-industrie
    industry: manufacturing
    value: -67
    unit: percent
    text: { en: −67%, it: −67% }`);

describe('"up to" is a maximum', () => {
  it('refuses an industry’s maximum that a case of that industry beats', () => {
    const loaded = load(MANUFACTURING(-60) + VETTA);
    expect(where(loaded)).toEqual(['content/claims.yaml:5:5 claims.0.value']);
    expect(messages(loaded)[0]).toBe(
      'expected a maximum no figure of time-to-hire within customers:manufacturing beats, found "vetta-time-to-hire" (content/claims.yaml:12:5) showing −67% for case:vetta-industrie against "up to −60%" (raise the maximum, or say it is an average)',
    );
    expect(load(MANUFACTURING(-67) + VETTA).issues).toEqual([]);
  });

  it('leaves a case of another industry alone, and compares a speed-up as the time it saves', () => {
    expect(load(MANUFACTURING(-60) + VETTA.replace('industry: manufacturing', 'industry: security')).issues).toEqual(
      [],
    );
    const ardesia = claim(`id: ardesia-hiring-speed
      metric: time-to-hire
      scope: case:oil-gas-manufacturing
      industry: manufacturing
      value: 3
      unit: times-faster
      text: { en: 3×, it: 3 volte }`);
    expect(where(load(MANUFACTURING(-60) + ardesia))).toEqual(['content/claims.yaml:5:5 claims.0.value']);
  });

  it('asks the text and the bound to agree', () => {
    const unmarked = MANUFACTURING(-60).replace('    bound: up-to\n', '');
    expect(messages(load(unmarked))).toEqual([
      'expected bound: up-to beside a text that says the figure is a maximum ("up to", "fino a"), found "up to −60%"',
      'expected bound: up-to beside a text that says the figure is a maximum ("up to", "fino a"), found "fino a −60%"',
    ]);
    const unsaid = MANUFACTURING(-60).replace(/text: .*/, 'text: { en: −60%, it: −60% }');
    expect(messages(load(unsaid))[0]).toContain('expected a text that says the figure is a maximum');
  });

  it('refuses a figure a page shows beyond the maximum another figure of its metric on that page states', () => {
    const site = goodSiteForTest();
    const caseClaim = claim(`id: case-screening-time
      metric: screening-time
      scope: case:a-case
      industry: manufacturing
      value: 90
      unit: percent
      text: { en: 90%, it: 90% }`);
    // The maximum speaks for agencies, the case for a manufacturer: only the page shows them together.
    site.edit('content/claims.yaml', 'scope: all-customers', 'scope: customers:agencies');
    site.edit('content/claims.yaml', 'exceptions:', `${caseClaim}exceptions:`);
    site.edit(
      'content/features/en/cv-screening.yaml',
      'intro: ',
      "intro: 'One customer saved {claim:case-screening-time}.' # ",
    );
    const issues = site.compile().issues;
    expect(issues.map(({ file, line, field }) => `${file}:${String(line)} ${field}`)).toEqual([
      'content/features/en/cv-screening.yaml:17 sections.1.items.0.claim',
    ]);
    expect(issues[0]?.message).toBe(
      'expected no figure on this page beyond the maximum "screening-time-saved" states, up to 80%, found "case-screening-time" showing 90% on line 9 (raise the maximum in content/claims.yaml, or say it is an average)',
    );
  });
});

describe('one measure, one value, in every form', () => {
  const trama = (percent: number) =>
    claim(`id: trama-time-to-shortlist
      metric: time-to-shortlist
      scope: case:staffing-recruitment
      industry: agencies
      measure: trama-time-to-shortlist
      value: ${String(percent)}
      unit: percent
      text: { en: ${String(percent)}%, it: ${String(percent)}% }`) +
    claim(`id: trama-hiring-speed
      metric: shortlist-speed
      scope: case:staffing-recruitment
      industry: agencies
      measure: trama-time-to-shortlist
      value: 5
      unit: times-faster
      text: { en: 5×, it: 5 volte }`);

  it('refuses Trama Lavoro’s −85% time to shortlist beside its five times faster shortlists', () => {
    const loaded = load(trama(-85));
    expect(where(loaded)).toEqual(['content/claims.yaml:18:5 claims.1.value']);
    expect(messages(loaded)[0]).toBe(
      'expected the measure trama-time-to-shortlist to say what "trama-time-to-shortlist" (content/claims.yaml:2:5) says, −85% (as times-faster: 6.7), found 5×',
    );
    expect(load(trama(-80)).issues).toEqual([]);
  });

  it('compares the forms of one metric and scope the same way', () => {
    const sameMetric = trama(-85).replace('metric: shortlist-speed', 'metric: time-to-shortlist');
    expect(messages(load(sameMetric.replaceAll('measure: trama-time-to-shortlist\n    ', '')))[0]).toContain(
      'expected the figure of claim "trama-time-to-shortlist"',
    );
  });

  it('converts a reduction of time, a speed-up, a factor and a rate before and after, within rounding', () => {
    expect(agree({ value: -80, unit: 'percent' }, { value: 5, unit: 'times-faster' })).toBe(true);
    expect(agree({ value: -67, unit: 'percent' }, { value: 3, unit: 'times-faster' })).toBe(true);
    expect(agree({ value: -85, unit: 'percent' }, { value: 5, unit: 'times-faster' })).toBe(false);
    expect(agree({ value: 200, unit: 'percent' }, { value: 3, unit: 'times' })).toBe(true);
    expect(agree({ value: 88, unit: 'percent', base: 70 }, { value: 18, unit: 'points', base: 70 })).toBe(true);
    expect(exceeds({ value: -60, unit: 'percent' }, { value: 3, unit: 'times-faster' })).toBe(true);
    expect(exceeds({ value: 3, unit: 'times' }, { value: 200, unit: 'percent' })).toBe(false);
  });

  it('reads a share "n in m" as its percentage', () => {
    expect(agree({ value: 9, unit: 'percent', of: 10 }, { value: 90, unit: 'percent' })).toBe(true);
    expect(agree({ value: 9, unit: 'percent', of: 10 }, { value: 80, unit: 'percent' })).toBe(false);
    expect(agree({ value: 4, unit: 'percent', of: 5, base: 70 }, { value: 10, unit: 'points', base: 70 })).toBe(true);
  });
});

describe('a rate is stated as a rate', () => {
  const probation = (form: string) =>
    claim(`id: quality-of-hire
      metric: probation-pass-rate
      scope: all-customers
      ${form}`);

  it('refuses "+60% of new hires passing probation": a relative change of a rate without its base', () => {
    const loaded = load(probation('rate: true\n value: 60\n unit: percent\n text: { en: +60%, it: +60% }'));
    expect(where(loaded)).toEqual(['content/claims.yaml:2:5 claims.0.base']);
    expect(messages(loaded)[0]).toContain(
      'expected the rate before (base: <percent>): a relative change of a rate cannot be read without its base',
    );
    expect(messages(load(probation('value: 60\n unit: percent\n text: { en: +60%, it: +60% }')))).toEqual([
      'expected rate: true, for a metric named as a rate (probation-pass-rate), found nothing (the field is missing)',
    ]);
  });

  it('accepts a rate stated as it is, which needs no base, and refuses a share beside a factor', () => {
    expect(load(probation('rate: true\n value: 88\n unit: percent\n text: { en: 88%, it: 88% }')).issues).toEqual([]);
    expect(messages(load(probation('value: 9\n of: 10\n unit: times\n text: { en: 9×, it: 9 volte }')))).toContain(
      'expected no of beside a unit other than percent: a share "n in m" is a percentage, found 10',
    );
  });

  it('accepts the rate before and after, or its change in points from its base, each shown in the text', () => {
    const before = 'rate: true\n base: 70\n value: 88\n unit: percent\n';
    expect(load(probation(`${before} text: { en: 70% → 88%, it: 70% → 88% }`)).issues).toEqual([]);
    expect(
      load(probation('rate: true\n base: 70\n value: 18\n unit: points\n text: { en: 70% +18 pp, it: 70% +18 pp }'))
        .issues,
    ).toEqual([]);
    expect(messages(load(probation(`${before} text: { en: 88%, it: 70% → 88% }`)))).toEqual([
      'expected a text that shows the claim\'s base, 70, found "88%"',
    ]);
  });
});

import { existsSync, readFileSync } from 'node:fs';
import type { Claim, WrittenClaim } from '../../src/content/schemas/claims';
import { LANGUAGES, type Language } from '../../src/i18n/languages';
import { fieldIssue, type ContentIssue } from './issues';
import type { ContentPaths } from './paths';
import { isRecord } from './schema-def';
import { parseYaml, type YamlDocument } from './yaml-document';

/**
 * What a careful reader checks across claims: a figure of the cases shown is computed from
 * theirs, an "up to" is a maximum no nested figure beats, and the forms of one measure agree.
 */

type Figure = Pick<Claim, 'value' | 'unit' | 'base' | 'of'>;

/**
 * What a figure says happens to what it measures, as after ÷ before: −40% is 0.6, 5 times faster
 * 0.2, a rate from 70% to 88% 88 ÷ 70. A share "9 in 10" is 90%; a rate with no base (90% satisfied)
 * is compared as a change of that percentage, the same for every form of it.
 */
export function ratioOf({ value, unit, base, of }: Figure): number {
  if (unit === 'times') return value;
  if (unit === 'times-faster') return 1 / value;
  const percent = of === undefined ? value : (value * 100) / of;
  if (base === undefined) return 1 + percent / 100;
  return (unit === 'points' ? base + percent : percent) / base;
}

/** The figure `like` would write for a ratio, in its unit and form. */
export function figureFor(ratio: number, { unit, base, of }: Omit<Figure, 'value'>): number {
  if (unit === 'times') return ratio;
  if (unit === 'times-faster') return 1 / ratio;
  const percent = base === undefined ? (ratio - 1) * 100 : unit === 'points' ? base * ratio - base : base * ratio;
  return of === undefined ? percent : (percent * of) / 100;
}

const decimalsOf = (value: number) => (String(value).split('.')[1] ?? '').length;
const rounded = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** `other` as `claim` writes its figure, rounded as `claim` is. */
const shownAs = (other: Figure, claim: Figure) => rounded(figureFor(ratioOf(other), claim), decimalsOf(claim.value));

/** Whether `other` shows more than the maximum `bound` states: further from no change, the same way. */
export function exceeds(bound: Figure, other: Figure): boolean {
  const direction = Math.sign(bound.value - figureFor(1, bound));
  return (shownAs(other, bound) - bound.value) * direction > 0;
}

/** Whether two forms of one measure say the same, within the rounding of either. */
export const agree = (a: Figure, b: Figure) => shownAs(b, a) === a.value || shownAs(a, b) === b.value;

/** The scopes a claim speaks within, its own first: a case, its industry, all customers. */
export function scopesAround({ scope, industry }: WrittenClaim): string[] {
  if (scope === 'all-customers') return [scope];
  return [scope, ...(industry === undefined ? [] : [`customers:${industry}`]), 'all-customers'];
}

// ---------------------------------------------------------------- computed figures

export const CASES_FILE = 'case-studies/cases.yaml';

type Place = { file: string; document: YamlDocument };
const placeOf = ({ file, document }: Place, path: PropertyKey[]) => {
  const { line, column } = document.positionOf(path);
  return `${file}:${String(line)}:${String(column)}`;
};

/** The cases the case studies page shows, each with the claims its metrics name, read as written. */
function casesShown(paths: ContentPaths): (Place & { cases: { key: string; claims: string[] }[] }) | undefined {
  const absolute = paths.content(CASES_FILE);
  if (!existsSync(absolute)) return undefined;
  const file = paths.relative(absolute);
  const document = parseYaml(readFileSync(absolute, 'utf8'), file);
  const written = isRecord(document.data) && Array.isArray(document.data.cases) ? document.data.cases : [];
  const cases = written.filter(isRecord).map((item) => ({
    key: String(item.translationKey),
    claims: (Array.isArray(item.metrics) ? item.metrics : []).flatMap((metric) =>
      isRecord(metric) && typeof metric.claim === 'string' ? [metric.claim] : [],
    ),
  }));
  return { file, document, cases };
}

const AGGREGATE: Record<NonNullable<WrittenClaim['derived']>, (figures: number[]) => number> = {
  mean: (figures) => figures.reduce((sum, figure) => sum + figure, 0) / figures.length,
  median: (figures) => {
    const [sorted, middle] = [[...figures].sort((a, b) => a - b), (figures.length - 1) / 2];
    return ((sorted[Math.floor(middle)] ?? 0) + (sorted[Math.ceil(middle)] ?? 0)) / 2;
  },
  min: (figures) => Math.min(...figures),
  max: (figures) => Math.max(...figures),
};

/** A computed figure as a row shows it: "−54%", "3,3×"; "up to" before a maximum. */
function textOf({ value, unit, bound }: Pick<Claim, 'value' | 'unit' | 'bound'>, language: Language): string {
  const number = Math.abs(value).toLocaleString(language, { maximumFractionDigits: 1 });
  const sign = unit === 'percent' || unit === 'points' ? (value < 0 ? '−' : '+') : '';
  const figure = `${sign}${number}${{ percent: '%', points: ' pp', times: '×', 'times-faster': '×' }[unit]}`;
  return bound === 'up-to' ? `${language === 'it' ? 'fino a' : 'up to'} ${figure}` : figure;
}

/**
 * The claims with every computed figure worked out from the cases shown: the same metric of each,
 * in the computed claim's form. A case that does not show the metric is named, where it is written.
 */
export function withComputedFigures(
  written: readonly WrittenClaim[],
  paths: ContentPaths,
  claimsFile: Place,
): { claims: Claim[]; issues: ContentIssue[] } {
  const byId = new Map(written.map((claim) => [claim.id, claim]));
  const shown = written.some((claim) => claim.derived) ? casesShown(paths) : undefined;
  const issues: ContentIssue[] = [];
  const claims = written.map((claim, index): Claim => {
    if (claim.derived === undefined) return claim as Claim;
    const refuse = (message: string) =>
      issues.push(fieldIssue(claimsFile.file, claimsFile.document, ['claims', index, 'derived'], message));
    if (!shown?.cases.length) refuse(`expected cases to compute from in content/${CASES_FILE}, found none`);
    const figures = (shown?.cases ?? []).flatMap(({ key, claims: ids }, at) => {
      const reported = ids.map((id) => byId.get(id)).find((other) => other?.metric === claim.metric);
      if (reported?.value !== undefined) return [figureFor(ratioOf(reported as Claim), claim)];
      refuse(
        `expected every case shown to report ${claim.metric}, which this claim's ${claim.derived} is computed from; the case ${key} (${shown ? placeOf(shown, ['cases', at, 'metrics']) : ''}) shows none among its metrics (add its claim there, or compute another metric)`,
      );
      return [];
    });
    const value =
      figures.length === 0 ? 0 : rounded(AGGREGATE[claim.derived](figures), claim.unit === 'percent' ? 0 : 1);
    const text = Object.fromEntries(LANGUAGES.map((language) => [language, textOf({ ...claim, value }, language)]));
    return { ...claim, value, text: text as Claim['text'] };
  });
  return { claims, issues };
}

// ---------------------------------------------------------------- claims that contradict each other

/** Each maximum a claim of its metric within its scope beats, and each form of a measure that says otherwise. */
export function contradictions(claims: readonly Claim[], place: Place): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const at = (index: number, message: string) =>
    issues.push(fieldIssue(place.file, place.document, ['claims', index, 'value'], message));
  const where = (claim: Claim) => `"${claim.id}" (${placeOf(place, ['claims', claims.indexOf(claim)])})`;
  claims.forEach((claim, index) => {
    if (claim.bound === 'up-to')
      for (const other of claims) {
        const within =
          other.metric === claim.metric && other.bound === undefined && scopesAround(other).includes(claim.scope);
        if (within && exceeds(claim, other))
          at(
            index,
            `expected a maximum no figure of ${claim.metric} within ${claim.scope} beats, found ${where(other)} showing ${other.text.en} for ${other.scope} against "${claim.text.en}" (raise the maximum, or say it is an average)`,
          );
      }
    const first = claims.find((other) => claim.measure !== undefined && other.measure === claim.measure);
    // One metric and scope is compared already, as one figure (claims.ts).
    const sameFigure = first?.metric === claim.metric && first.scope === claim.scope;
    if (first !== undefined && first !== claim && !sameFigure && !agree(first, claim))
      at(
        index,
        `expected the measure ${claim.measure ?? ''} to say what ${where(first)} says, ${first.text.en} (as ${claim.unit}: ${String(rounded(figureFor(ratioOf(first), claim), 1))}), found ${claim.text.en}`,
      );
  });
  return issues;
}

/** Each figure shown on a page beyond the maximum another figure of its metric on that page states. */
export const maximaBeatenOnPage = (shown: readonly Claim[]) =>
  shown.flatMap((bound) =>
    shown
      .filter((other) => bound.bound && other.metric === bound.metric && !other.bound && exceeds(bound, other))
      .map((other) => ({ bound, other })),
  );

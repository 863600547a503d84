import { DEFAULT_LANGUAGE, LANGUAGES } from '../../src/i18n/languages';
import { describeValue, fieldIssue, type ContentIssue } from './issues';
import type { CheckedFile } from './page-refs';
import type { ContentPaths } from './paths';
import { checkSameInEveryLanguage, quoted } from './same-in-every-language';

type PlanFigures = { id?: unknown; price?: unknown; candidates?: unknown };
type PricingData = { plans?: PlanFigures[] };

/**
 * The plans are the comparison's columns, so both languages must list the same plan ids in the
 * same order (English, the reference, decides), and every plan a row of comparison.yaml names
 * must be one of them. A plan's figures (prices, candidates) are the same in every language, and
 * the limit of each plan with prices is a calculator band's upper bound, so the calculator's
 * bands step from plan to plan. A file with problems of its own is not here and is skipped: its
 * own issues say what to fix first.
 */
export function checkPricingPlans(paths: ContentPaths, checked: readonly CheckedFile[]): ContentIssue[] {
  const fileOf = (...segments: string[]) => paths.relative(paths.content('pricing', ...segments));
  const { reference, issues } = checkSameInEveryLanguage(checked, {
    fileOf: (language) => fileOf(`${language}.yaml`),
    list: ['plans'],
    key: 'id',
    noun: 'plan',
    nouns: 'plans',
  });
  if (!reference) return issues;
  const ids = reference.keys;
  const checkedFile = (file: string) => checked.find((candidate) => candidate.file === file);
  const english = checkedFile(reference.file);
  const plans = (english?.data as PricingData | undefined)?.plans ?? [];

  for (const language of LANGUAGES.filter((other) => other !== DEFAULT_LANGUAGE)) {
    const translated = checkedFile(fileOf(`${language}.yaml`));
    if (translated) issues.push(...differentFigures(translated, reference.file, plans));
  }

  const calculator = checkedFile(fileOf('calculator.yaml'));
  if (english && calculator) issues.push(...unreachablePlans(english, calculator));

  const comparison = checkedFile(fileOf('comparison.yaml'));
  if (!comparison) return issues;
  type Rows = { categories?: { rows?: { plans?: unknown }[] }[] };
  (comparison.data as Rows).categories?.forEach((category, categoryIndex) => {
    category.rows?.forEach((row, rowIndex) => {
      if (!Array.isArray(row.plans)) return;
      row.plans.forEach((id: unknown, planIndex) => {
        if (typeof id !== 'string' || ids.includes(id)) return;
        const path = ['categories', categoryIndex, 'rows', rowIndex, 'plans', planIndex] as const;
        const message = `expected the id of a plan in ${reference.file} (${quoted(ids)}), found ${JSON.stringify(id)}`;
        issues.push(fieldIssue(comparison.file, comparison.document, path, message));
      });
    });
  });
  return issues;
}

/** The figures at `path` of a plan, one per leaf: `price.annual`, `price.monthly`, `candidates`. */
function leaves(value: unknown, path: readonly (string | number)[]): [path: (string | number)[], value: unknown][] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [[[...path], value]];
  return Object.entries(value).flatMap(([key, inner]) => leaves(inner, [...path, key]));
}

/** Where a translated file's plan states a price or a limit other than the reference's plan of the same id. */
function differentFigures(translated: CheckedFile, referenceFile: string, plans: readonly PlanFigures[]) {
  const issues: ContentIssue[] = [];
  ((translated.data as PricingData).plans ?? []).forEach((plan, index) => {
    const original = plans.find((candidate) => candidate.id === plan.id);
    if (!original) return;
    for (const field of ['price', 'candidates'] as const) {
      // A text price ("Custom", "Su misura") is written in each language; only figures must agree.
      if (typeof plan[field] === 'string' && typeof original[field] === 'string') continue;
      const expected = new Map(leaves(original[field], [field]).map(([path, value]) => [path.join('.'), value]));
      const found = leaves(plan[field], [field]);
      const mismatch = found.find(([path, value]) => expected.get(path.join('.')) !== value);
      if (!mismatch && found.length === expected.size) continue;
      const [leafPath, value] = mismatch ?? [[field], plan[field]];
      const leaf = leafPath.join('.');
      const wanted = mismatch && expected.has(leaf) ? expected.get(leaf) : original[field];
      const path = ['plans', index, ...leafPath];
      const message = `expected ${describeValue(wanted)}, as the plan "${String(plan.id)}" of ${referenceFile} (a plan's figures are the same in every language), found ${describeValue(value)}`;
      issues.push(fieldIssue(translated.file, translated.document, path, message));
    }
  });
  return issues;
}

/** Each plan with prices whose limit is no band's upper bound: the calculator would never show it for its own size. */
function unreachablePlans(pricing: CheckedFile, calculator: CheckedFile) {
  const bands = (calculator.data as { bands?: { upTo?: unknown }[] }).bands ?? [];
  const bounds = bands.map((band) => band.upTo).filter((upTo): upTo is number => typeof upTo === 'number');
  const issues: ContentIssue[] = [];
  ((pricing.data as PricingData).plans ?? []).forEach((plan, index) => {
    if (typeof plan.candidates !== 'number' || typeof plan.price === 'string' || bounds.includes(plan.candidates)) {
      return;
    }
    const path = ['plans', index, 'candidates'] as const;
    const message = `expected the upper bound of a band of ${calculator.file} (${bounds.join(', ')}), so the calculator has a band that ends at this plan's limit (or add the band there), found ${String(plan.candidates)}`;
    issues.push(fieldIssue(pricing.file, pricing.document, path, message));
  });
  return issues;
}

import type { ContentIssue } from './issues';
import type { CheckedFile } from './page-refs';
import type { ContentPaths } from './paths';
import { checkSameInEveryLanguage, quoted } from './same-in-every-language';

/**
 * The plans are the comparison's columns, so both languages must list the same plan ids in the
 * same order (English, the reference, decides), and every plan a row of comparison.yaml names
 * must be one of them. A file with problems of its own is not here and is skipped: its own
 * issues say what to fix first.
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

  const comparison = checked.find(({ file }) => file === fileOf('comparison.yaml'));
  if (!comparison) return issues;
  type Rows = { categories?: { rows?: { plans?: unknown }[] }[] };
  (comparison.data as Rows).categories?.forEach((category, categoryIndex) => {
    category.rows?.forEach((row, rowIndex) => {
      if (!Array.isArray(row.plans)) return;
      row.plans.forEach((id: unknown, planIndex) => {
        if (typeof id !== 'string' || ids.includes(id)) return;
        const path = ['categories', categoryIndex, 'rows', rowIndex, 'plans', planIndex] as const;
        issues.push({
          file: comparison.file,
          ...comparison.document.positionOf(path),
          field: path.join('.'),
          message: `expected the id of a plan in ${reference.file} (${quoted(ids)}), found ${JSON.stringify(id)}`,
        });
      });
    });
  });
  return issues;
}

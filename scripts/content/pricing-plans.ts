import { LANGUAGES } from '../../src/i18n/languages';
import type { ContentIssue } from './issues';
import type { CheckedFile } from './page-refs';
import type { ContentPaths } from './paths';

/** The ids of a pricing file's plans, where the schema found them valid. */
function planIds(data: unknown): string[] {
  const plans = (data as { plans?: unknown }).plans;
  return Array.isArray(plans) ? plans.map((plan) => String((plan as { id?: unknown }).id)) : [];
}

const quoted = (ids: readonly string[]) => ids.map((id) => JSON.stringify(id)).join(', ');

/**
 * The plans are the comparison's columns, so both languages must list the same plan ids in the
 * same order (English, the reference, decides), and every plan a row of comparison.yaml names
 * must be one of them. A file with problems of its own is not here and is skipped: its own
 * issues say what to fix first.
 */
export function checkPricingPlans(paths: ContentPaths, checked: readonly CheckedFile[]): ContentIssue[] {
  const fileOf = (...segments: string[]) => paths.relative(paths.content('pricing', ...segments));
  const [reference, ...others] = LANGUAGES.map((language) => fileOf(`${language}.yaml`));
  const referenceFile = checked.find(({ file }) => file === reference);
  if (!reference || !referenceFile) return [];
  const ids = planIds(referenceFile.data);
  const issues: ContentIssue[] = [];

  for (const other of others) {
    const otherFile = checked.find(({ file }) => file === other);
    if (!otherFile) continue;
    const { document } = otherFile;
    const theirs = planIds(otherFile.data);
    theirs.forEach((id, index) => {
      if (id === ids[index]) return;
      const expected =
        index < ids.length
          ? `"${ids[index] ?? ''}", the id of plan ${String(index + 1)} in ${reference} (both languages list the same plans in the same order)`
          : `no plan ${String(index + 1)}: ${reference} has ${String(ids.length)} (${quoted(ids)})`;
      issues.push({
        file: other,
        ...document.positionOf(['plans', index, 'id']),
        field: `plans.${String(index)}.id`,
        message: `expected ${expected}, found ${JSON.stringify(id)}`,
      });
    });
    if (theirs.length < ids.length) {
      issues.push({
        file: other,
        ...document.positionOf(['plans']),
        field: 'plans',
        message: `expected the ${String(ids.length)} plans of ${reference} (${quoted(ids)}), found ${String(theirs.length)}: ${quoted(ids.slice(theirs.length))} missing`,
      });
    }
  }

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
          message: `expected the id of a plan in ${reference} (${quoted(ids)}), found ${JSON.stringify(id)}`,
        });
      });
    });
  });
  return issues;
}

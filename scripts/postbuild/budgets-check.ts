/** `npm run check:budgets`: the byte budgets (budgets.ts) over an existing dist/, after a build. */
import { checkBudgets, worstPages } from './budgets';
import { DIST } from './dist-files';

const verdicts = checkBudgets(DIST);
if (verdicts.length === 0) {
  console.error(`byte budgets: no page in ${DIST}; run npm run build first`);
  process.exit(1);
}
const problems = verdicts.flatMap((page) => page.problems);
for (const problem of problems) console.error(problem);
console.log(`${problems.length > 0 ? '\n' : ''}${worstPages(verdicts).join('\n')}\n`);
const over = verdicts.filter((page) => page.problems.length > 0).length;
console.log(
  over === 0
    ? `byte budgets: all ${verdicts.length} pages within`
    : `byte budgets: ${over} of ${verdicts.length} pages over (${problems.length} problem(s))`,
);
process.exit(over === 0 ? 0 : 1);

/** `npm run check:dist`: the dist checker on its own, over an existing dist/. */
import { checkDist } from './check-dist';
import { DIST } from './dist-files';

const problems = checkDist(DIST);
for (const problem of problems) console.error(problem);
console.log(problems.length === 0 ? 'dist check: no problems' : `\ndist check: ${problems.length} problem(s)`);
process.exit(problems.length === 0 ? 0 : 1);

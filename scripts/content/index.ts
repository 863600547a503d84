/**
 * The content compiler: `npm run content` validates content/ and writes src/generated/.
 * On any problem it prints every issue (and GitHub annotations on Actions), writes nothing and
 * exits with 1.
 */
import { join } from 'node:path';
import { compileContent } from './compile';
import { CONTENT_KINDS } from './content-kinds';
import { writeGenerated } from './emit';
import { formatIssue, githubAnnotation } from './issues';
import { contentPaths } from './paths';

const root = process.cwd();
const started = performance.now();
const { issues, files } = compileContent(contentPaths(root), CONTENT_KINDS);

if (issues.length > 0) {
  for (const issue of issues) console.error(formatIssue(issue));
  if (process.env.GITHUB_ACTIONS === 'true') for (const issue of issues) console.log(githubAnnotation(issue));
  console.error(
    `\ncontent: ${issues.length} problem(s) found; src/generated/ was left as it was. See content/README.md, "When the build says no".`,
  );
  process.exit(1);
}

writeGenerated(join(root, 'src', 'generated'), files);
console.log(
  `content: ${files.size} modules written to src/generated/ in ${Math.round(performance.now() - started)} ms`,
);

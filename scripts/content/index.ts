/**
 * The content compiler: `npm run content` validates content/ and writes src/generated/.
 * On any problem it prints every issue (and GitHub annotations on Actions), writes nothing and
 * exits with 1.
 */
import { join } from 'node:path';
import { compileContent } from './compile';
import { CONTENT_KINDS } from './content-kinds';
import { writeGenerated } from './emit';
import { publishPictures } from './images/publish-pictures';
import { formatIssue, githubAnnotation } from './issues';
import { contentPaths } from './paths';

const root = process.cwd();
const started = performance.now();
const paths = contentPaths(root);
const compiled = compileContent(paths, CONTENT_KINDS);
// Photographs are made (or found in the cache) before anything is written, so a picture that
// cannot be decoded stops the step like any other content problem.
const published = compiled.issues.length > 0 ? undefined : await publishPictures(compiled.pictures, paths);
const issues = published ? published.issues : compiled.issues;
const files = compiled.files;

if (issues.length > 0) {
  for (const issue of issues) console.error(formatIssue(issue));
  if (process.env.GITHUB_ACTIONS === 'true') for (const issue of issues) console.log(githubAnnotation(issue));
  console.error(
    `\ncontent: ${issues.length} problem(s) found; src/generated/ was left as it was. See content/README.md, "When the build says no".`,
  );
  process.exit(1);
}

writeGenerated(join(root, 'src', 'generated'), files);
const pictures = published ? `, ${published.made} picture files made, ${published.cached} from the cache` : '';
console.log(
  `content: ${files.size} modules written to src/generated/${pictures} in ${Math.round(performance.now() - started)} ms`,
);

/**
 * `npm run check:social`: the social and search tags of the home, pricing and one article page in
 * each language. Needs a built dist/; a failed test fails the run, a warning is listed.
 */
import { readFileSync } from 'node:fs';
import { LANGUAGES } from '../../src/i18n/languages';
import { siteRoutes } from '../../src/routes/route-list';
import { DIST, fileForUrlPath } from './dist-files';
import { testSocialTags, type SocialTest } from './social-tags';

/** Home, pricing and the first article, in each language. */
function checkedPaths(): string[] {
  const routes = siteRoutes();
  const first = (pageId: string, language: string) =>
    routes.find((route) => route.pageId === pageId && route.language === language)?.path;
  return LANGUAGES.flatMap((language) => [
    first('home', language),
    first('pricing', language),
    first('articleDetail', language),
  ]).filter((path): path is string => path !== undefined);
}

const describeTest = (test: SocialTest) => `${test.group ?? ''} ${test.description ?? ''} (${test.test})`.trim();

let failures = 0;
for (const path of checkedPaths()) {
  const file = fileForUrlPath(DIST, path);
  if (!file) throw new Error(`dist/ holds no page for ${path}: run npm run build first`);
  const result = await testSocialTags(readFileSync(file, 'utf8'));
  for (const test of result.failed) console.error(`${path}: ${describeTest(test)}`);
  for (const test of result.warnings) console.log(`${path}: warning: ${describeTest(test)}`);
  failures += result.failed.length;
  console.log(`${path}: ${result.passed.length} passed, ${result.failed.length} failed`);
}
if (failures > 0) {
  console.error(`\nSocial check: ${failures} failure(s)`);
  process.exit(1);
}

/**
 * `npm run check:launch`: every claim, testimonial, logo, case study and integration agreement whose evidence is still
 * `pending` (or names a file evidence/ does not hold), page by page in both languages. It fails
 * while any is, so the site is not launched on invented proof; it is not part of `npm test`,
 * since the seed content is fictional by design.
 */
import { LANGUAGES } from '../../src/i18n/languages';
import { NOT_SHOWN, pendingEvidence, type PendingItem } from './pending-evidence';

const byLanguageThenPath = (a: string, b: string) => {
  const order = (page: string) => LANGUAGES.findIndex((language) => page.startsWith(`/${language}/`));
  return order(a) - order(b) || a.localeCompare(b);
};

const describe = (item: PendingItem) =>
  `  ${item.file}:${item.line}:${item.column} ${item.what}${item.missingFile ? ` (${item.missingFile}: no such file)` : ''}`;

// The project's root, or another (a test's copy) named as the argument.
const byPage = pendingEvidence(process.argv[2] ?? process.cwd());
const pages = [...byPage.keys()].sort(byLanguageThenPath);
const items = new Set([...byPage.values()].flat().map((item) => `${item.file}:${item.line}`));
for (const page of pages) {
  console.log(`\n${page === NOT_SHOWN ? 'Shown on no page' : page}`);
  for (const item of byPage.get(page) ?? []) console.log(describe(item));
}
if (items.size > 0) {
  console.error(
    `\nLaunch check: ${items.size} item(s) without their evidence on ${pages.length} page(s). Put each proof under` +
      ' evidence/ and write its path in the item\'s `evidence` field (content/README.md, "Before launch").',
  );
  process.exit(1);
}
console.log('Launch check: every claim, testimonial, logo, case study and integration agreement has its evidence.');

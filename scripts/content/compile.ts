import { LANGUAGES } from '../../src/i18n/languages';
import { articleModules } from './article-modules';
import { loadArticles } from './articles';
import { CONTENT_KINDS, type ContentKind } from './content-kinds';
import { dataModule } from './emit';
import { guardFile } from './guard';
import { pictureJobs, type PictureJob } from './images/picture-jobs';
import { sortIssues, type ContentIssue } from './issues';
import { loadLocales } from './locales';
import type { ContentPaths } from './paths';
import { compileKind } from './compile-kind';
import { checkPageRefs, type CheckedFile, type FamilyItem } from './page-refs';

export type CompileResult = {
  issues: ContentIssue[];
  /** Generated modules by path relative to src/generated/; empty when there are issues. */
  files: Map<string, string>;
  /** The photographs the data names, for `publishPictures` (images/); empty when there are issues. */
  pictures: PictureJob[];
};

/**
 * Reads, validates and renders all of content/: the UI strings, the articles and every kind of
 * `kinds` (the site's registry unless a test gives its own). Nothing is returned to write if
 * anything is wrong. Each file is guarded on its own; this guard catches what happens between files.
 */
export function compileContent(paths: ContentPaths, kinds: readonly ContentKind[] = CONTENT_KINDS): CompileResult {
  return guardFile(
    paths.relative(paths.contentDir),
    () => compileAll(paths, kinds),
    (issue) => ({ issues: [issue], files: new Map(), pictures: [] }),
  );
}

function compileAll(paths: ContentPaths, kinds: readonly ContentKind[]): CompileResult {
  const issues: ContentIssue[] = [];
  const files = new Map<string, string>();

  const locales = loadLocales(paths);
  issues.push(...locales.issues);
  for (const language of LANGUAGES) files.set(`locales/${language}.ts`, dataModule(locales.strings[language]));

  const articles = loadArticles(paths);
  issues.push(...articles.issues);
  articleModules(articles.entries, files);

  // The families links may point into, by the name the route table's `source` gives them.
  const families = new Map<string, FamilyItem[]>([
    ['articles', articles.entries.map((entry) => ({ language: entry.language, key: entry.translationKey }))],
  ]);
  const checked: CheckedFile[] = [];
  for (const kind of kinds) {
    const result = compileKind(paths, kind, files);
    issues.push(...result.issues);
    checked.push(...result.checked);
    if (result.family) families.set(kind.module, result.family);
  }
  issues.push(...checkPageRefs(checked, families));

  if (issues.length > 0) return { issues: sortIssues(issues), files: new Map(), pictures: [] };
  return { issues, files, pictures: pictureJobs([...checked.map((file) => file.data), ...articles.entries]) };
}

import { LANGUAGES } from '../../src/i18n/languages';
import { articleModules } from './article-modules';
import { checkArticleTags, tagListsOf } from './article-tags';
import { publicFiles } from './assets';
import { loadArticles, type ArticleSource } from './articles';
import { CONTENT_KINDS, type ContentKind } from './content-kinds';
import { dataModule, sourceModule } from './emit';
import { guardFile } from './guard';
import { pictureJobs, type PictureJob } from './images/picture-jobs';
import { sortIssues, type ContentIssue } from './issues';
import { loadLocales } from './locales';
import type { ContentPaths } from './paths';
import { buildDate, type Publication } from './publication';
import { compileKind } from './compile-kind';
import { checkPageRefs, type CheckedFile, type FamilyItem } from './page-refs';
import { checkTeamMembers, loadPeople, peopleModule } from './people';
import { checkSiteFiles } from './site-files';
import { checkPricingPlans } from './pricing-plans';
import { checkTeamFilms } from './same-in-every-language';
import { checkProductsNamed } from './products-named';
import { checkClaimReferences, loadClaims, resolveClaimsInHtml, type Waiver } from './claims';
import { withClaims } from '../../src/content/schemas/claim-fill';

export type CompileResult = {
  issues: ContentIssue[];
  /** Generated modules by path relative to src/generated/; empty when there are issues. */
  files: Map<string, string>;
  /** The photographs the data names, for `publishPictures` (images/); empty when there are issues. */
  pictures: PictureJob[];
  /** Every valid article file, published or not, for the rename check (rename-warnings.ts). */
  articleSources: ArticleSource[];
  /** The figures the claims file's exceptions let through, for the job summary. */
  waivers: Waiver[];
};

function onlyIssues(issues: ContentIssue[]): CompileResult {
  return { issues, files: new Map(), pictures: [], articleSources: [], waivers: [] };
}

/** Which articles are published (publication.ts); by default a build's, for today or SITE_BUILD_DATE. */
type CompileOptions = { publication?: Publication };

/**
 * Reads, validates and renders all of content/: the UI strings, the articles and every kind of
 * `kinds` (the site's registry unless a test gives its own). Nothing is returned to write if
 * anything is wrong. Each file is guarded on its own; this guard catches what happens between files.
 */
export function compileContent(
  paths: ContentPaths,
  kinds: readonly ContentKind[] = CONTENT_KINDS,
  options: CompileOptions = {},
): CompileResult {
  // Every file is looked at once per run: pictures added or changed since the last run are seen.
  const run = { ...paths, publicFiles: publicFiles() };
  return guardFile(
    paths.relative(paths.contentDir),
    () => compileAll(run, kinds, options),
    (issue) => onlyIssues([issue]),
  );
}

function compileAll(
  paths: ContentPaths,
  kinds: readonly ContentKind[],
  { publication = { mode: 'build', buildDate: buildDate() } }: CompileOptions,
): CompileResult {
  const issues: ContentIssue[] = checkSiteFiles(paths);
  const files = new Map<string, string>();

  // Whether every page is a preview (publication.ts): pages and robots.txt then ask not to be indexed.
  const isPreview = publication.mode === 'preview';
  files.set('publication.ts', sourceModule(`export const isPreview: boolean = ${JSON.stringify(isPreview)};\n`));
  const locales = loadLocales(paths);
  issues.push(...locales.issues);
  for (const language of LANGUAGES) files.set(`locales/${language}.ts`, dataModule(locales.strings[language]));

  const people = loadPeople(paths);
  issues.push(...people.issues);
  peopleModule(people.people, files);

  // Loaded first: every page's figures come from it, filled in as each file is parsed (claims.ts).
  const claims = loadClaims(paths);
  issues.push(...claims.issues);
  const fillClaims = <Result>(run: () => Result) => (claims.valid ? withClaims(claims.claims.byId, run) : run());

  const articles = fillClaims(() => loadArticles(paths, publication, people.people));
  issues.push(...articles.issues);
  articleModules(
    articles.entries,
    (entry) => resolveClaimsInHtml(articles.readHtml(entry), entry.language, claims.claims),
    files,
  );

  // The families links may point into, by the name the route table's `source` gives them.
  const families = new Map<string, FamilyItem[]>([
    ['articles', articles.entries.map((entry) => ({ language: entry.language, key: entry.translationKey }))],
  ]);
  const checked: CheckedFile[] = [];
  for (const kind of kinds) {
    const result = fillClaims(() => compileKind(paths, kind, files));
    issues.push(...result.issues);
    checked.push(...result.checked);
    if (result.family) families.set(kind.module, result.family);
  }
  issues.push(...checkPageRefs(checked, families));
  issues.push(...checkArticleTags(articles.items, tagListsOf(checked, paths)));
  issues.push(...checkTeamMembers(paths, checked, people.people));
  issues.push(...checkTeamFilms(paths, checked));
  issues.push(...checkPricingPlans(paths, checked));
  issues.push(...checkProductsNamed(checked));
  const figures = claims.valid ? checkClaimReferences(checked, articles.items, claims.claims) : undefined;
  issues.push(...(figures?.issues ?? []));

  if (issues.length > 0) return onlyIssues(sortIssues(issues));
  const pictures = pictureJobs([
    ...checked.map((file) => file.data),
    ...[...people.people.byId.values()].map((person) => person.data),
    // Without their related articles, which are entries too: each article is walked once, not three times.
    ...articles.entries.map(({ related: _related, ...summary }) => summary),
  ]);
  return { issues, files, pictures, articleSources: articles.sources, waivers: figures?.waivers ?? [] };
}

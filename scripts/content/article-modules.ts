import { createHash } from 'node:crypto';
import { articleSummarySchema, type ArticleEntry } from '../../src/content/schemas/article';
import { dataFileFingerprint, isUnchanged, type LastRun } from './article-data-files';
import type { LoadedArticle } from './articles';
import { dataModule, sourceModule } from './emit';
import { schemaType } from './schema-type';

/** Groups of article pages per language, by their slug: a few dozen files where there were thousands. */
const DATA_FILES_PER_LANGUAGE = 64;

/**
 * The data file (under src/generated/) that holds an article page's entry, by the article's
 * slug: `articles/<language>/<group>.json`, an object of entries by slug. One file per article
 * meant creating 2,000 files on a cold run, which took seconds on a file system just after a
 * mass delete; a group is small enough that writing one again after an edit costs nothing.
 */
export function articleDataFile(language: string, slug: string): string {
  const group = createHash('sha256').update(slug).digest()[0] ?? 0;
  return `articles/${language}/${(group % DATA_FILES_PER_LANGUAGE).toString(16).padStart(2, '0')}.json`;
}

/**
 * The articles' generated files: `articles/summaries.ts` (every card, without body, translation
 * or related articles), the data files of the article pages (articleDataFile), and
 * `articles/index.ts` listing each page's data file with its translation's slug. An article's
 * data is read at build time only: as thousands of modules it would make the server bundle
 * grow with the archive. Given the `lastRun`, a data file made from the same as then is left
 * as it is (article-data-files.ts): named in `unchanged`, not set in `files`. Returns each data
 * file's fingerprint, when it has one.
 */
export function articleModules(
  entries: readonly LoadedArticle[],
  readHtml: (entry: LoadedArticle) => string,
  files: Map<string, string>,
  lastRun?: LastRun,
): { unchanged: Set<string>; fingerprints: Map<string, string> } {
  const summaries = entries.map((entry) => {
    const { translationSlug: _translation, related: _related, ...summary } = entry;
    return summary;
  });
  const summariesFile = 'articles/summaries.ts';
  files.set(summariesFile, dataModule(summaries, schemaType(articleSummarySchema, summariesFile, { list: true })));
  const dataFiles = new Map<string, LoadedArticle[]>();
  const fileOf = new Map<LoadedArticle, string>();
  for (const entry of entries) {
    const file = articleDataFile(entry.language, entry.slug);
    fileOf.set(entry, file);
    const grouped = dataFiles.get(file);
    if (grouped) grouped.push(entry);
    else dataFiles.set(file, [entry]);
  }
  const fingerprints = new Map<string, string>();
  const unchanged = new Set<string>();
  for (const [file, grouped] of dataFiles) {
    const fingerprint = lastRun && dataFileFingerprint(grouped, lastRun);
    if (lastRun && fingerprint !== undefined) {
      fingerprints.set(file, fingerprint);
      if (isUnchanged(file, fingerprint, lastRun)) {
        unchanged.add(file);
        continue;
      }
    }
    const bySlug = Object.fromEntries(
      grouped.map((entry) => {
        const { translationSlug, related, ...summary } = entry;
        return [entry.slug, { ...summary, html: readHtml(entry), translationSlug, related } satisfies ArticleEntry];
      }),
    );
    files.set(file, JSON.stringify(bySlug));
  }
  const list = entries
    .map(
      (entry) =>
        `  { language: '${entry.language}', slug: ${JSON.stringify(entry.slug)}, translationSlug: ${JSON.stringify(entry.translationSlug)}, file: '${fileOf.get(entry) ?? ''}' },`,
    )
    .join('\n');
  files.set(
    'articles/index.ts',
    sourceModule(
      `import type { Language } from '../../i18n/languages';\n\n` +
        `/** One entry per article page, with the data file that holds it by its slug (read at build time: src/content/generated-files.ts). */\n` +
        `export const articleFiles: { language: Language; slug: string; translationSlug: string | null; file: string }[] = [\n${list}\n];\n`,
    ),
  );
  return { unchanged, fingerprints };
}

import { articleSummarySchema, type ArticleEntry } from '../../src/content/schemas/article';
import type { LoadedArticle } from './articles';
import { dataModule, sourceModule } from './emit';
import { schemaFrom, schemaType } from './schema-type';

/**
 * The data file (under src/generated/) that holds an article page's entry:
 * `articles/<language>/<slug>.json`, an object with the entry under its slug.
 */
export function articleDataFile(language: string, slug: string): string {
  return `articles/${language}/${slug}.json`;
}

/**
 * The articles' generated files: `articles/summaries.ts` (every card, without body, translation
 * or related articles), a data file per article page (articleDataFile), and `articles/index.ts`
 * listing each page's data file with its translation's slug. An article's data is read at build
 * time only: as thousands of modules it would make the server bundle grow with the archive.
 */
export function articleModules(
  entries: readonly LoadedArticle[],
  readHtml: (entry: LoadedArticle) => string,
  files: Map<string, string>,
): void {
  const summaries = entries.map(({ translationSlug: _translation, related: _related, ...summary }) => summary);
  const summariesFile = 'articles/summaries.ts';
  files.set(
    summariesFile,
    dataModule(summaries, schemaType(schemaFrom('article', { articleSummarySchema }), summariesFile, { list: true })),
  );
  for (const entry of entries) {
    const { translationSlug, related, ...summary } = entry;
    const page = { ...summary, html: readHtml(entry), translationSlug, related } satisfies ArticleEntry;
    files.set(articleDataFile(entry.language, entry.slug), JSON.stringify({ [entry.slug]: page }));
  }
  const list = entries
    .map(
      (entry) =>
        `  { language: '${entry.language}', slug: ${JSON.stringify(entry.slug)}, translationSlug: ${JSON.stringify(entry.translationSlug)}, file: '${articleDataFile(entry.language, entry.slug)}' },`,
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
}

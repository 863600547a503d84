import { articleSummarySchema, type ArticleEntry } from '../../src/content/schemas/article';
import type { LoadedArticle } from './articles';
import { dataModule, sourceModule } from './emit';
import type { ModuleReuse } from './module-reuse';
import { schemaType } from './schema-type';

/** An article page's data file, under src/generated/. */
const articleFile = (entry: LoadedArticle) => `articles/${entry.language}/${entry.slug}.json`;

/**
 * The articles' generated files: `articles/summaries.ts` (every card, without body, translation
 * or related articles), one JSON file per article page, and `articles/index.ts` listing each
 * page's file with its translation's slug. An article's data is read at build time only, from
 * its file: as thousands of modules it would make the server bundle grow with the archive.
 */
export function articleModules(
  entries: readonly LoadedArticle[],
  readHtml: (entry: LoadedArticle) => string,
  files: Map<string, string>,
  reuse?: ModuleReuse<LoadedArticle>,
): void {
  const summaries = entries.map((entry) => {
    const { translationSlug: _translation, related: _related, ...summary } = entry;
    return summary;
  });
  const summariesFile = 'articles/summaries.ts';
  files.set(summariesFile, dataModule(summaries, schemaType(articleSummarySchema, summariesFile, { list: true })));
  for (const entry of entries) {
    const file = articleFile(entry);
    if (reuse?.reused(file, entry)) continue;
    const { translationSlug, related, ...summary } = entry;
    files.set(
      file,
      JSON.stringify({ ...summary, html: readHtml(entry), translationSlug, related } satisfies ArticleEntry),
    );
  }
  const list = entries
    .map(
      (entry) =>
        `  { language: '${entry.language}', slug: ${JSON.stringify(entry.slug)}, translationSlug: ${JSON.stringify(entry.translationSlug)}, file: '${articleFile(entry)}' },`,
    )
    .join('\n');
  files.set(
    'articles/index.ts',
    sourceModule(
      `import type { Language } from '../../i18n/languages';\n\n` +
        `/** One entry per article page, with its data file (read at build time: src/content/generated-files.ts). */\n` +
        `export const articleFiles: { language: Language; slug: string; translationSlug: string | null; file: string }[] = [\n${list}\n];\n`,
    ),
  );
}

import { articleEntrySchema, articleSummarySchema, type ArticleEntry } from '../../src/content/schemas/article';
import { dataModule, sourceModule } from './emit';
import { schemaType } from './schema-type';

/**
 * The articles' modules, as the pages import them: `articles/summaries.ts` (every card, without
 * body, translation or related articles), one module per article page, and `articles/index.ts`
 * listing a lazy loader per page with its translation's slug.
 */
export function articleModules(entries: readonly ArticleEntry[], files: Map<string, string>): void {
  const summaries = entries.map((entry) => {
    const { html: _html, translationSlug: _translation, related: _related, ...summary } = entry;
    return summary;
  });
  const summariesFile = 'articles/summaries.ts';
  files.set(summariesFile, dataModule(summaries, schemaType(articleSummarySchema, summariesFile, { list: true })));
  for (const entry of entries) {
    const file = `articles/${entry.language}/${entry.slug}.ts`;
    files.set(file, dataModule(entry, schemaType(articleEntrySchema, file)));
  }
  const loaders = entries
    .map(
      (entry) =>
        `  { language: '${entry.language}', slug: ${JSON.stringify(entry.slug)}, translationSlug: ${JSON.stringify(entry.translationSlug)}, load: () => import('./${entry.language}/${entry.slug}') },`,
    )
    .join('\n');
  const entryType = schemaType(articleEntrySchema, 'articles/index.ts');
  files.set(
    'articles/index.ts',
    sourceModule(
      `${entryType.imports.join('\n')}\nimport type { Language } from '../../i18n/languages';\n\n` +
        `/** One entry per article page; each page's data is its own chunk. */\n` +
        `export const articleModules: { language: Language; slug: string; translationSlug: string | null; load: () => Promise<{ default: ${entryType.expression} }> }[] = [\n${loaders}\n];\n`,
    ),
  );
}

import type { ArticleEntry } from '../../src/content/schemas/article';
import { LANGUAGES } from '../../src/i18n/languages';
import { loadArticles } from './articles';
import { CONTENT_KINDS, type ContentKind } from './content-kinds';
import { guardFile } from './guard';
import { inLanguage } from './in-language';
import { dataModule, sourceModule } from './emit';
import { sortIssues, type ContentIssue } from './issues';
import { loadLocales } from './locales';
import type { ContentPaths } from './paths';
import { loadYamlFile } from './yaml-content';

export type CompileResult = {
  issues: ContentIssue[];
  /** Generated modules by path relative to src/generated/; empty when there are issues. */
  files: Map<string, string>;
};

/** The import path of a schema module as seen from a generated file. */
function schemaModule(generatedFile: string, schema: string): string {
  const depth = generatedFile.split('/').length - 1;
  return `${'../'.repeat(depth + 1)}content/schemas/${schema}`;
}

function articleModules(entries: ArticleEntry[], files: Map<string, string>) {
  const summaries = entries.map((entry) => {
    const { html: _html, translationSlug: _translation, related: _related, ...summary } = entry;
    return summary;
  });
  const summariesFile = 'articles/summaries.ts';
  files.set(
    summariesFile,
    dataModule(summaries, { name: 'ArticleSummary', from: schemaModule(summariesFile, 'article'), list: true }),
  );
  for (const entry of entries) {
    const file = `articles/${entry.language}/${entry.slug}.ts`;
    files.set(file, dataModule(entry, { name: 'ArticleEntry', from: schemaModule(file, 'article') }));
  }
  const loaders = entries
    .map(
      (entry) =>
        `  { language: '${entry.language}', slug: ${JSON.stringify(entry.slug)}, translationSlug: ${JSON.stringify(entry.translationSlug)}, load: () => import('./${entry.language}/${entry.slug}') },`,
    )
    .join('\n');
  files.set(
    'articles/index.ts',
    sourceModule(
      `import type { ArticleEntry } from '${schemaModule('articles/index.ts', 'article')}';\nimport type { Language } from '../../i18n/languages';\n\n` +
        `/** One entry per article page; each page's data is its own chunk. */\n` +
        `export const articleModules: { language: Language; slug: string; translationSlug: string | null; load: () => Promise<{ default: ArticleEntry }> }[] = [\n${loaders}\n];\n`,
    ),
  );
}

function loaderIndex(kind: ContentKind): string {
  const type = `import type { ${kind.type} } from '${schemaModule(`${kind.module}/index.ts`, kind.typeFrom)}';`;
  const loaders = LANGUAGES.map((language) => `  ${language}: () => import('./${language}'),`).join('\n');
  return sourceModule(
    `${type}\nimport type { Language } from '../../i18n/languages';\n\n` +
      `/** Each language's data is its own chunk, loaded by the pages that show it. */\n` +
      `export const loaders: Record<Language, () => Promise<{ default: ${kind.type} }>> = {\n${loaders}\n};\n`,
  );
}

/** Validates one kind of YAML content and adds its modules: one per language, and an index. */
function compileKind(paths: ContentPaths, kind: ContentKind, files: Map<string, string>): ContentIssue[] {
  if ('single' in kind) {
    const single = loadYamlFile(paths, kind.single, kind.schema);
    const file = `${kind.module}.ts`;
    files.set(file, dataModule(single.data, { name: kind.type, from: schemaModule(file, kind.typeFrom) }));
    return single.issues;
  }
  const issues: ContentIssue[] = [];
  const shared = 'shared' in kind ? loadYamlFile(paths, kind.shared, kind.schema) : undefined;
  if (shared) issues.push(...shared.issues);
  for (const language of LANGUAGES) {
    const loaded =
      'perLanguage' in kind ? loadYamlFile(paths, `${kind.perLanguage}/${language}.yaml`, kind.schema) : undefined;
    if (loaded) issues.push(...loaded.issues);
    const data = loaded ? loaded.data : inLanguage(shared?.data, language);
    const file = `${kind.module}/${language}.ts`;
    files.set(file, dataModule(data, { name: kind.type, from: schemaModule(file, kind.typeFrom) }));
  }
  files.set(`${kind.module}/index.ts`, loaderIndex(kind));
  return issues;
}

/**
 * Reads, validates and renders all of content/; nothing is returned to write if anything is
 * wrong. Each file is guarded on its own; this guard catches what happens between files.
 */
export function compileContent(paths: ContentPaths): CompileResult {
  return guardFile(
    paths.relative(paths.contentDir),
    () => compileAll(paths),
    (issue) => ({ issues: [issue], files: new Map() }),
  );
}

function compileAll(paths: ContentPaths): CompileResult {
  const issues: ContentIssue[] = [];
  const files = new Map<string, string>();

  const locales = loadLocales(paths);
  issues.push(...locales.issues);
  for (const language of LANGUAGES) files.set(`locales/${language}.ts`, dataModule(locales.strings[language]));

  const articles = loadArticles(paths);
  issues.push(...articles.issues);
  articleModules(articles.entries, files);

  for (const kind of CONTENT_KINDS) issues.push(...compileKind(paths, kind, files));

  return issues.length > 0 ? { issues: sortIssues(issues), files: new Map() } : { issues, files };
}

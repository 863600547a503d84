import type { ArticleEntry } from '../../src/content/schemas/article';
import { companySchema } from '../../src/content/schemas/company';
import { homeContentSchema } from '../../src/content/schemas/home';
import { LANGUAGES } from '../../src/i18n/languages';
import { loadArticles } from './articles';
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

/** Reads, validates and renders all of content/; nothing is returned to write if anything is wrong. */
export function compileContent(paths: ContentPaths): CompileResult {
  const issues: ContentIssue[] = [];
  const files = new Map<string, string>();

  const locales = loadLocales(paths);
  issues.push(...locales.issues);
  for (const language of LANGUAGES) files.set(`locales/${language}.ts`, dataModule(locales.strings[language]));

  const articles = loadArticles(paths);
  issues.push(...articles.issues);
  articleModules(articles.entries, files);

  for (const language of LANGUAGES) {
    const home = loadYamlFile(paths, `home/${language}.yaml`, homeContentSchema);
    issues.push(...home.issues);
    files.set(
      `home/${language}.ts`,
      dataModule(home.data, { name: 'HomeContent', from: schemaModule('home/index.ts', 'home') }),
    );
  }
  files.set(
    'home/index.ts',
    sourceModule(
      `import type { HomeContent } from '${schemaModule('home/index.ts', 'home')}';\nimport type { Language } from '../../i18n/languages';\n\n` +
        `export const homeContentLoaders: Record<Language, () => Promise<{ default: HomeContent }>> = {\n` +
        LANGUAGES.map((language) => `  ${language}: () => import('./${language}'),`).join('\n') +
        '\n};\n',
    ),
  );

  const company = loadYamlFile(paths, 'company.yaml', companySchema);
  issues.push(...company.issues);
  files.set('company.ts', dataModule(company.data, { name: 'Company', from: schemaModule('company.ts', 'company') }));

  return issues.length > 0 ? { issues: sortIssues(issues), files: new Map() } : { issues, files };
}

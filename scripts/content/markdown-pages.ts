import type { z } from 'zod';
import type { ContentIssue } from './issues';
import { dataModule, sourceModule } from './emit';
import { loadMarkdownCollection, type MarkdownCollection } from './markdown-collection';
import type { ContentPaths } from './paths';
import { schemaType, type ModuleType } from './schema-type';

/** A Markdown kind of the registry (content-kinds.ts). */
export type MarkdownKind = { module: string; markdown: string; schema: z.ZodType<{ slug: string }> };

/** One page's data: its front matter, its language and its sanitised HTML body. */
function pageType(kind: MarkdownKind, generatedFile: string): ModuleType {
  const frontMatter = schemaType(kind.schema, generatedFile);
  const depth = generatedFile.split('/').length - 1;
  return {
    imports: [...frontMatter.imports, `import type { Language } from '${'../'.repeat(depth + 1)}i18n/languages';`],
    expression: `${frontMatter.expression} & { language: Language; html: string }`,
  };
}

/** A Markdown kind's folder as a collection of pages. */
export function markdownKindCollection(kind: MarkdownKind): MarkdownCollection<MarkdownKind['schema']> {
  return { folder: kind.markdown, frontMatter: kind.schema, noun: 'page', plural: 'pages' };
}

/**
 * Validates a folder of Markdown pages (slug = file name, one module per page) and adds its
 * modules: `<module>/<lang>/<slug>.ts` each, and `<module>/index.ts` listing a lazy loader per page.
 */
export function compileMarkdownKind(
  paths: ContentPaths,
  kind: MarkdownKind,
  files: Map<string, string>,
): ContentIssue[] {
  const { items, issues } = loadMarkdownCollection(paths, markdownKindCollection(kind));
  for (const item of items) {
    const file = `${kind.module}/${item.language}/${item.data.slug}.ts`;
    files.set(file, dataModule({ ...item.data, language: item.language, html: item.html }, pageType(kind, file)));
  }
  const indexType = pageType(kind, `${kind.module}/index.ts`);
  const loaders = items
    .map(
      ({ language, data }) =>
        `  { language: '${language}', slug: ${JSON.stringify(data.slug)}, load: () => import('./${language}/${data.slug}') },`,
    )
    .join('\n');
  files.set(
    `${kind.module}/index.ts`,
    sourceModule(
      `${indexType.imports.join('\n')}\n\n/** One entry per page; each page's data is its own chunk. */\n` +
        `export const pages: { language: Language; slug: string; load: () => Promise<{ default: ${indexType.expression} }> }[] = [\n${loaders}\n];\n`,
    ),
  );
  return issues;
}

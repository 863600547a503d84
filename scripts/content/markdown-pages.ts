import type { Language } from '../../src/i18n/languages';
import type { FrontMatterSchema } from './compiled-source';
import { dataModule, languageType, sourceModule } from './emit';
import { sectionHeadings } from './html-headings';
import type { ContentIssue } from './issues';
import { loadMarkdownCollection, uniqueInLanguage, type MarkdownItem } from './markdown-collection';
import type { BodyFacts } from './body-facts';
import { expandPlaceholders, placeholderProblems, type PlaceholderNames, type PlaceholderValues } from './placeholders';
import type { ContentPaths } from './paths';
import type { SchemaExport } from './schema-type';
import { missingTranslations, translationKeyOf } from './yaml-collection';

/** The placeholders a Markdown kind's pages may use, and what they become in each language. */
export type PlaceholderSet = PlaceholderNames & {
  /** Undefined when what the values come from has problems (reported where they are). */
  values: (paths: ContentPaths, language: Language) => PlaceholderValues | undefined;
};

/** A Markdown kind of the registry (content-kinds.ts). */
export type MarkdownKind = {
  module: string;
  markdown: string;
  schema: FrontMatterSchema;
  schemaExport: SchemaExport;
  /** Every page has its translation: a page in each language with the same `translationKey`. */
  paired?: boolean;
  /**
   * The address a paired page has in a language, by its `translationKey` (the route table's
   * path, without the language prefix): its file name must be that.
   */
  address?: (translationKey: string, language: Language) => string | undefined;
  placeholders?: PlaceholderSet;
};

type Item = MarkdownItem<object>;

/** One page's data: its front matter, language, slug (the file name), sanitised HTML body and `##` sections. */
const pageType = (kind: MarkdownKind, file: string) =>
  languageType(kind, file, 'slug: string; html: string; sections: { id: string; text: string }[]');

/** A paired kind's checks across files: a key once per language, every page translated, each at its address. */
function pairIssues(kind: MarkdownKind, items: readonly Item[]): ContentIssue[] {
  const keyed = items.flatMap((item) => {
    const translationKey = translationKeyOf(item.data);
    return translationKey === undefined ? [] : [{ ...item, data: { translationKey } }];
  });
  const keys = keyed.map((item) => ({ language: item.language, key: item.data.translationKey }));
  const misplaced = keyed.flatMap((item) => {
    const address = kind.address?.(item.data.translationKey, item.language);
    if (address === undefined || address === item.slug) return [];
    return [
      {
        file: item.file,
        ...item.document.positionOf(['translationKey']),
        field: 'translationKey',
        message: `expected the file of the ${item.data.translationKey} page to be named ${address}.md (its address, /${item.language}/${address}/), found ${item.slug}.md`,
      },
    ];
  });
  return [
    ...uniqueInLanguage(keyed, ['translationKey'], `${kind.markdown} pages`),
    ...misplaced,
    ...missingTranslations(keyed, keys, kind.markdown),
  ];
}

/** A `#` heading in a page whose title is its h1 already. */
function titleHeadingIssues({ titleHeadings }: BodyFacts, file: string): ContentIssue[] {
  return titleHeadings.map((line) => ({
    file,
    line,
    column: 1,
    field: '(body)',
    message: "expected sections as ## headings (the page's title is its only # heading), found a # heading",
  }));
}

/**
 * Validates a folder of Markdown pages (slug = file name, one module per page) and adds its
 * modules: `<module>/<lang>/<slug>.ts` each, and `<module>/index.ts` listing a lazy loader per page.
 * A paired kind's pages are checked to be translated; a kind's placeholders are checked where they
 * are written and replaced in every page.
 */
export function compileMarkdownKind(
  paths: ContentPaths,
  kind: MarkdownKind,
  files: Map<string, string>,
): ContentIssue[] {
  const collection = {
    folder: kind.markdown,
    frontMatter: kind.schema,
    noun: 'page',
    plural: 'pages',
    bodyFacts: true,
  };
  const loaded = loadMarkdownCollection<FrontMatterSchema>(paths, collection);
  const items: Item[] = loaded.items;
  const issues = [...loaded.issues];
  if (kind.paired) issues.push(...pairIssues(kind, items));
  const values = new Map<Language, PlaceholderValues | undefined>();
  for (const item of items) {
    const { facts } = item;
    if (facts === undefined) continue;
    issues.push(...titleHeadingIssues(facts, item.file));
    if (!kind.placeholders) continue;
    issues.push(...placeholderProblems(facts.placeholders, item.file, kind.placeholders));
    if (!values.has(item.language)) values.set(item.language, kind.placeholders.values(paths, item.language));
  }
  for (const item of items) {
    const placeholderValues = values.get(item.language);
    const rendered = item.html;
    const html = placeholderValues ? expandPlaceholders(rendered, placeholderValues) : rendered;
    const file = `${kind.module}/${item.language}/${item.slug}.ts`;
    const page = { ...item.data, language: item.language, slug: item.slug, html, sections: sectionHeadings(html) };
    files.set(file, dataModule(page, pageType(kind, file)));
  }
  const indexType = pageType(kind, `${kind.module}/index.ts`);
  const loaders = items
    .map((item) => {
      const translationKey = translationKeyOf(item.data);
      const key =
        kind.paired && translationKey !== undefined ? ` translationKey: ${JSON.stringify(translationKey)},` : '';
      return `  { language: '${item.language}', slug: ${JSON.stringify(item.slug)},${key} load: () => import('./${item.language}/${item.slug}') },`;
    })
    .join('\n');
  files.set(
    `${kind.module}/index.ts`,
    sourceModule(
      `${indexType.imports.join('\n')}\n\n/** One entry per page; each page's data is its own chunk. */\n` +
        `export const pages: { language: Language; slug: string; translationKey?: string; load: () => Promise<{ default: ${indexType.expression} }> }[] = [\n${loaders}\n];\n`,
    ),
  );
  return issues;
}

import { basename } from 'node:path';
import type { z } from 'zod';
import { LANGUAGES, type Language } from '../../src/i18n/languages';
import { compileSource, type FrontMatterSchema } from './compiled-source';
import { checkBodyPictures } from './body-pictures';
import type { BodyFacts } from './body-facts';
import { dataModule, languageType, sourceModule } from './emit';
import { guardFile } from './guard';
import { sectionHeadings } from './html-headings';
import { fieldIssue, type ContentIssue } from './issues';
import { missingTranslations, translationKeyOf, uniqueInLanguage, type PlacedData } from './pairing';
import { listFiles, type ContentPaths } from './paths';
import { expandPlaceholders, placeholderProblems, type PlaceholderNames, type PlaceholderValues } from './placeholders';
import type { SchemaExport } from './schema-type';
import { checkPublicFiles } from './yaml-content';

/**
 * A folder of Markdown files, one item each: `content/<folder>/<lang>/<slug>.md`, a YAML front
 * matter checked by `schema`, and a body rendered to sanitised HTML. Articles are one; a Markdown
 * kind of the registry (the legal pages) is another, with no code of its own.
 */
export type MarkdownCollection<Schema extends FrontMatterSchema> = {
  kind: 'markdown';
  /** Folder under content/. */
  folder: string;
  schema: Schema;
  /** What one item is called in messages to a writer ("article"); with an s, "among en articles". */
  noun: string;
  /** Slugs another page's address uses in a language (`page` beside `articles/page/2`). */
  reservedSlugs?: (language: Language) => ReadonlySet<string>;
};

/** A collection's Markdown files in a language (all languages when none is given), in the order they are compiled. */
export function collectionFiles(paths: ContentPaths, folder: string, language?: Language): string[] {
  const languages = language ? [language] : LANGUAGES;
  return languages.flatMap((each) => listFiles(paths.content(folder, each), '.md'));
}

/** One valid item: its front matter, rendered body and where it came from (to place later issues). */
export type MarkdownItem<Data> = PlacedData<Data> & {
  /** The file name without `.md`: the last part of the item's address. */
  slug: string;
  /** Words in the Markdown text, for what is derived from its length (an article's reading time). */
  words: number;
  html: string;
  facts: BodyFacts;
};

/**
 * Every valid item of a collection, in both languages and file order, with the issues of the
 * others. A slug is the file name (a front matter's `slug` must equal it), so unique in its
 * language; `uniqueFields` are front matter fields also checked unique per language.
 */
export function loadMarkdownCollection<Schema extends FrontMatterSchema>(
  paths: ContentPaths,
  collection: MarkdownCollection<Schema>,
  uniqueFields: readonly (keyof z.infer<Schema> & string)[] = [],
): { items: MarkdownItem<z.infer<Schema>>[]; issues: ContentIssue[] } {
  const issues: ContentIssue[] = [];
  const items: MarkdownItem<z.infer<Schema>>[] = [];
  for (const language of LANGUAGES) {
    const reservedSlugs = collection.reservedSlugs?.(language) ?? new Set<string>();
    for (const absoluteFile of collectionFiles(paths, collection.folder, language)) {
      const file = paths.relative(absoluteFile);
      // Compiled on its own, then checked against the slugs other pages' addresses use and public/.
      const result = guardFile<{ item?: MarkdownItem<z.infer<Schema>>; issues: ContentIssue[] }>(
        file,
        () => {
          const compiled = compileSource(paths, absoluteFile, collection);
          const fileIssues = [...compiled.issues];
          const { data, document, words, html, facts } = compiled;
          if (data === undefined || !document) return { issues: fileIssues };
          const slug = basename(absoluteFile, '.md');
          if (reservedSlugs.has(slug)) {
            const message = `expected a slug that no page of the site uses, found ${JSON.stringify(slug)}, which the ${language} list pages' addresses use (choose another word, and rename the file)`;
            fileIssues.push(fieldIssue(file, document, ['slug'], message));
          }
          fileIssues.push(...checkPublicFiles(collection.schema, data, document, file, paths));
          fileIssues.push(...checkBodyPictures(compiled.pictures ?? [], file, paths));
          if (html === undefined || words === undefined || facts === undefined) return { issues: fileIssues };
          return { item: { language, slug, data, words, html, file, document, facts }, issues: fileIssues };
        },
        (issue) => ({ issues: [issue] }),
      );
      issues.push(...result.issues);
      if (result.item) items.push(result.item);
    }
  }
  issues.push(...uniqueInLanguage(items, uniqueFields, `${collection.noun}s`));
  return { items, issues };
}

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
  /** The address a paired page has in a language, by its `translationKey`: its file name must be that. */
  address?: (translationKey: string, language: Language) => string | undefined;
  placeholders?: PlaceholderSet;
};

/** One page's data: its front matter, language, slug (the file name), sanitised HTML body and `##` sections. */
const pageType = (kind: MarkdownKind, file: string) =>
  languageType(kind, file, 'slug: string; html: string; sections: { id: string; text: string }[]');

/** A paired kind's checks across files: a key once per language, every page translated, each at its address. */
function pairIssues(kind: MarkdownKind, items: readonly MarkdownItem<object>[]): ContentIssue[] {
  const keyed = items.flatMap((item) => {
    const translationKey = translationKeyOf(item.data);
    return translationKey === undefined ? [] : [{ ...item, data: { translationKey } }];
  });
  const keys = keyed.map((item) => ({ language: item.language, key: item.data.translationKey }));
  const misplaced = keyed.flatMap((item) => {
    const address = kind.address?.(item.data.translationKey, item.language);
    if (address === undefined || address === item.slug) return [];
    const message = `expected the file of the ${item.data.translationKey} page to be named ${address}.md (its address, /${item.language}/${address}/), found ${item.slug}.md`;
    return [fieldIssue(item.file, item.document, ['translationKey'], message)];
  });
  return [
    ...uniqueInLanguage(keyed, ['translationKey'], `${kind.markdown} pages`),
    ...misplaced,
    ...missingTranslations(keyed, keys, kind.markdown),
  ];
}

/**
 * Validates a Markdown kind's folder and adds its modules: `<module>/<lang>/<slug>.ts` each, and
 * `<module>/index.ts` listing a lazy loader per page. Placeholders are checked where they are
 * written and replaced in every page.
 */
export function compileMarkdownKind(
  paths: ContentPaths,
  kind: MarkdownKind,
  files: Map<string, string>,
): ContentIssue[] {
  const collection = { kind: 'markdown', folder: kind.markdown, schema: kind.schema, noun: 'page' } as const;
  const { items, issues } = loadMarkdownCollection<FrontMatterSchema>(paths, collection);
  if (kind.paired) issues.push(...pairIssues(kind, items));
  const values = new Map<Language, PlaceholderValues | undefined>();
  for (const { facts, file, language } of items) {
    // A page's title is its h1.
    for (const line of facts.titleHeadings) {
      const message = "expected sections as ## headings (the page's title is its only # heading), found a # heading";
      issues.push({ file, line, column: 1, field: '(body)', message });
    }
    if (!kind.placeholders) continue;
    issues.push(...placeholderProblems(facts.placeholders, file, kind.placeholders));
    if (!values.has(language)) values.set(language, kind.placeholders.values(paths, language));
  }
  for (const item of items) {
    const placeholderValues = values.get(item.language);
    const html = placeholderValues ? expandPlaceholders(item.html, placeholderValues) : item.html;
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

import { basename } from 'node:path';
import type { z } from 'zod';
import { LANGUAGES, type Language } from '../../src/i18n/languages';
import { checkReferencedFiles } from './assets';
import { checkBodyPictures } from './body-pictures';
import type { BodyFacts } from './body-facts';
import { compileSource, type FrontMatterSchema, type SourceUnit } from './compiled-source';
import { attachPictures } from './images/attach-pictures';
import { guardFile } from './guard';
import type { ContentIssue } from './issues';
import { listFiles, type ContentPaths } from './paths';
import type { YamlDocument } from './yaml-document';

/**
 * A folder of Markdown files, one item each: `content/<folder>/<lang>/<slug>.md`, a YAML front
 * matter checked by `frontMatter`, and a body rendered to sanitised HTML. Articles are one;
 * any later Markdown pages (legal pages) are another, with no code of their own.
 */
export type MarkdownCollection<Schema extends FrontMatterSchema> = {
  /** Folder under content/. */
  folder: string;
  frontMatter: Schema;
  /** What one item is called in messages to a writer ("article"), plural for "among en articles". */
  noun: string;
  plural: string;
  /** Slugs another page's address uses in a language (`page` beside `articles/page/2`). */
  reservedSlugs?: (language: Language) => ReadonlySet<string>;
  /** Whether each item's body facts are found (body-facts.ts: a Markdown page's checks need them). */
  bodyFacts?: boolean;
};

/** One valid item: its front matter, rendered body and where it came from (to place later issues). */
export type MarkdownItem<Data> = {
  language: Language;
  /** The file name without `.md`: the last part of the item's address. */
  slug: string;
  data: Data;
  /** Words in the Markdown text, for what is derived from its length (an article's reading time). */
  words: number;
  html: string;
  file: string;
  document: YamlDocument;
  facts?: BodyFacts;
};

/** How the collection's files are compiled. */
export function markdownUnit<Schema extends FrontMatterSchema>(
  collection: MarkdownCollection<Schema>,
): SourceUnit & { schema: Schema } {
  const unit = { kind: 'markdown', schema: collection.frontMatter, noun: collection.noun } as const;
  return collection.bodyFacts ? { ...unit, bodyFacts: true } : unit;
}

/**
 * One file: compiled on its own (compiled-source.ts), then checked against
 * what lies outside it: the slugs other pages' addresses use and the pictures it names.
 */
function parseItem<Schema extends FrontMatterSchema>(
  paths: ContentPaths,
  collection: MarkdownCollection<Schema>,
  language: Language,
  reservedSlugs: ReadonlySet<string>,
  absoluteFile: string,
): { item?: MarkdownItem<z.infer<Schema>>; issues: ContentIssue[] } {
  const file = paths.relative(absoluteFile);
  const compiled = compileSource(paths, absoluteFile, markdownUnit(collection));
  const issues = [...compiled.issues];
  if (compiled.data === undefined || !compiled.document) return { issues };
  const { data, document } = compiled;
  const slug = basename(absoluteFile, '.md');
  if (reservedSlugs.has(slug)) {
    issues.push({
      file,
      ...document.positionOf(['slug']),
      field: 'slug',
      message: `expected a slug that no page of the site uses, found ${JSON.stringify(slug)}, which the ${language} list pages' addresses use (choose another word, and rename the file)`,
    });
  }
  issues.push(...checkReferencedFiles(data, document, file, paths.publicDir, paths.publicFiles));
  issues.push(...attachPictures(collection.frontMatter, data, document, file, paths.publicDir));
  issues.push(...checkBodyPictures(compiled.pictures ?? [], file, paths));
  if (compiled.html === undefined || compiled.words === undefined) return { issues };
  const { words, html, facts } = compiled;
  return { item: { language, slug, data, words, html, file, document, facts }, issues };
}

/**
 * An issue for each item whose `field` repeats one of an earlier item in the same language
 * (a slug, or an article's or a YAML page's translationKey).
 */
export function uniqueInLanguage<Data>(
  items: readonly Pick<MarkdownItem<Data>, 'language' | 'data' | 'file' | 'document'>[],
  fields: readonly (keyof Data & string)[],
  plural: string,
): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const firstWith = new Map<string, (typeof items)[number]>();
  for (const item of items) {
    for (const field of fields) {
      const value = item.data[field];
      const key = `${field}/${item.language}/${String(value)}`;
      const first = firstWith.get(key);
      if (!first) {
        firstWith.set(key, item);
        continue;
      }
      issues.push({
        file: item.file,
        ...item.document.positionOf([field]),
        field,
        message: `expected a ${field} unique among ${item.language} ${plural}, found ${JSON.stringify(value)}, also used by ${first.file}`,
      });
    }
  }
  return issues;
}

/**
 * Reads, validates and renders every item of a collection, in both languages, with all the
 * hardening of a content file (YAML-only front matter, size and shape limits, guarded files,
 * local pictures). Items are in file order per language; invalid ones are left out and their
 * issues returned. A slug is the file name (a front matter's `slug` must equal it), so unique in
 * its language; `uniqueFields` are front matter fields also checked unique per language.
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
    for (const file of listFiles(paths.content(collection.folder, language), '.md')) {
      const result = guardFile<{ item?: MarkdownItem<z.infer<Schema>>; issues: ContentIssue[] }>(
        paths.relative(file),
        () => parseItem(paths, collection, language, reservedSlugs, file),
        (issue) => ({ issues: [issue] }),
      );
      issues.push(...result.issues);
      if (result.item) items.push(result.item);
    }
  }
  issues.push(...uniqueInLanguage(items, uniqueFields, collection.plural));
  return { items, issues };
}

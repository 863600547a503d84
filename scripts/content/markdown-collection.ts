import { basename } from 'node:path';
import type { z } from 'zod';
import { LANGUAGES, type Language } from '../../src/i18n/languages';
import { checkReferencedFiles } from './assets';
import { attachPictures } from './images/attach-pictures';
import { splitFrontMatter } from './front-matter';
import { guardFile } from './guard';
import type { ContentIssue } from './issues';
import { renderMarkdown } from './markdown';
import { markdownShapeProblem } from './markdown-limits';
import { listFiles, type ContentPaths } from './paths';
import { readContentFile } from './read-source';
import { validateDocument } from './validate';
import { parseYaml, type YamlDocument } from './yaml-document';

/**
 * A folder of Markdown files, one item each: `content/<folder>/<lang>/<slug>.md`, a YAML front
 * matter checked by `frontMatter`, and a body rendered to sanitised HTML. Articles are one;
 * any later Markdown pages (legal pages) are another, with no code of their own.
 */
export type MarkdownCollection<Schema extends z.ZodType<{ slug: string }>> = {
  /** Folder under content/. */
  folder: string;
  frontMatter: Schema;
  /** What one item is called in messages to a writer ("article"), plural for "among en articles". */
  noun: string;
  plural: string;
  /** Slugs another page's address uses in a language (`page` beside `articles/page/2`). */
  reservedSlugs?: (language: Language) => ReadonlySet<string>;
};

/** One valid item: its front matter, rendered body and where it came from (to place later issues). */
export type MarkdownItem<Data> = {
  language: Language;
  data: Data;
  /** The Markdown text, for what is derived from it (an article's reading time). */
  body: string;
  html: string;
  file: string;
  document: YamlDocument;
};

/** An empty body, or one shaped to make the Markdown parser slow or overflow its stack. */
function bodyProblem(body: string, closingLine: number, file: string, noun: string): ContentIssue | undefined {
  if (body.trim() === '') {
    return {
      file,
      line: closingLine,
      column: 1,
      field: '(body)',
      message: `expected the ${noun}'s text after this closing ---, found nothing`,
    };
  }
  const shape = markdownShapeProblem(body);
  return shape && { file, line: closingLine + shape.line, column: 1, field: '(body)', message: shape.message };
}

function parseItem<Schema extends z.ZodType<{ slug: string }>>(
  paths: ContentPaths,
  collection: MarkdownCollection<Schema>,
  language: Language,
  absoluteFile: string,
): { item?: MarkdownItem<z.infer<Schema>>; issues: ContentIssue[] } {
  const file = paths.relative(absoluteFile);
  const read = readContentFile(absoluteFile, file);
  if ('issue' in read) return { issues: [read.issue] };
  const split = splitFrontMatter(read.text);
  if ('message' in split) {
    return { issues: [{ file, line: split.line, column: 1, field: '(front matter)', message: split.message }] };
  }
  const { yaml: frontMatter, firstLine, closingLine, body } = split;
  const document = parseYaml(frontMatter, file, firstLine);
  const { data, issues } = validateDocument(collection.frontMatter, document, file);
  const bodyIssue = bodyProblem(body, closingLine, file, collection.noun);
  if (bodyIssue) issues.push(bodyIssue);
  if (!data) return { issues };

  const fileSlug = basename(absoluteFile, '.md');
  if (data.slug !== fileSlug) {
    issues.push({
      file,
      ...document.positionOf(['slug']),
      field: 'slug',
      message: `expected the file name without .md (${JSON.stringify(fileSlug)}), found ${JSON.stringify(data.slug)}`,
    });
  }
  if (collection.reservedSlugs?.(language).has(data.slug)) {
    issues.push({
      file,
      ...document.positionOf(['slug']),
      field: 'slug',
      message: `expected a slug that no page of the site uses, found ${JSON.stringify(data.slug)}, which the ${language} list pages' addresses use (choose another word, and rename the file)`,
    });
  }
  issues.push(...checkReferencedFiles(data, document, file, paths.publicDir));
  issues.push(...attachPictures(collection.frontMatter, data, document, file, paths.publicDir));
  if (bodyIssue) return { issues };
  return { item: { language, data, body, html: renderMarkdown(body), file, document }, issues };
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
 * issues returned. Slugs, which must equal the file name, are checked unique per language.
 */
export function loadMarkdownCollection<Schema extends z.ZodType<{ slug: string }>>(
  paths: ContentPaths,
  collection: MarkdownCollection<Schema>,
  uniqueFields: readonly (keyof z.infer<Schema> & string)[] = ['slug'],
): { items: MarkdownItem<z.infer<Schema>>[]; issues: ContentIssue[] } {
  const issues: ContentIssue[] = [];
  const items: MarkdownItem<z.infer<Schema>>[] = [];
  for (const language of LANGUAGES) {
    for (const file of listFiles(paths.content(collection.folder, language), '.md')) {
      const result = guardFile<{ item?: MarkdownItem<z.infer<Schema>>; issues: ContentIssue[] }>(
        paths.relative(file),
        () => parseItem(paths, collection, language, file),
        (issue) => ({ issues: [issue] }),
      );
      issues.push(...result.issues);
      if (result.item) items.push(result.item);
    }
  }
  issues.push(...uniqueInLanguage(items, uniqueFields, collection.plural));
  return { items, issues };
}

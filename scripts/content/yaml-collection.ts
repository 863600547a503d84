import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { LANGUAGES, type Language } from '../../src/i18n/languages';
import { reservedValuesOfSource } from '../../src/routes/reserved-segments';
import { dataModule, languageType } from './emit';
import type { ContentIssue } from './issues';
import { uniqueInLanguage } from './markdown-collection';
import type { CheckedFile, FamilyItem } from './page-refs';
import { entriesOf, type ContentPaths } from './paths';
import type { SchemaExport } from './schema-type';
import { loadYamlFile } from './yaml-content';
import type { YamlDocument } from './yaml-document';

/**
 * A folder of YAML pages, one page per file and language: `content/<collection>/<lang>/<slug>.yaml`.
 * The file name is the last part of the page's address (so slugs differ per language); the
 * `translationKey` inside pairs a page with its translation. Feature and industry pages are such
 * families: a new page is one file per language.
 */
export type CollectionKind = {
  module: string;
  collection: string;
  schema: z.ZodType<{ translationKey: string }>;
  schemaExport: SchemaExport;
};

/** One valid page of a collection, with where it came from (to place later issues). */
export type CollectionItem<Data> = {
  language: Language;
  slug: string;
  data: Data;
  file: string;
  document: YamlDocument;
};

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function fileNameProblem(name: string, absolute: string): string | undefined {
  if (statSync(absolute).isDirectory()) return `expected a .yaml file (one page each), found the folder "${name}"`;
  if (!name.endsWith('.yaml')) return `expected a file ending in .yaml (one page each), found "${name}"`;
  const slug = name.slice(0, -'.yaml'.length);
  if (!SLUG.test(slug)) {
    return `expected a file name of lower-case words joined by hyphens (it is the page's address), found "${name}"`;
  }
  return undefined;
}

/**
 * The translationKey a page's file gives, valid or not: its translation and the links to it are
 * then not reported as well when the file has another problem (the writer fixes that one).
 */
export function translationKeyOf(data: unknown): string | undefined {
  if (data === null || typeof data !== 'object') return undefined;
  const key: unknown = Reflect.get(data, 'translationKey');
  return typeof key === 'string' ? key : undefined;
}

/** An issue on each page whose translationKey no page of another language shares: every language is complete. */
export function missingTranslations<Data extends { translationKey: string }>(
  items: readonly CollectionItem<Data>[],
  keys: readonly FamilyItem[],
  folder: string,
): ContentIssue[] {
  return items.flatMap((item) =>
    LANGUAGES.filter(
      (language) =>
        language !== item.language &&
        !keys.some((other) => other.language === language && other.key === item.data.translationKey),
    ).map((language) => ({
      file: item.file,
      ...item.document.positionOf(['translationKey']),
      field: 'translationKey',
      message: `expected a page in content/${folder}/${language}/ with the same translationKey (its translation), found none with ${JSON.stringify(item.data.translationKey)}`,
    })),
  );
}

/**
 * Validates every page of a collection, in every language, with the checks across its files, and
 * adds its one module, `<module>/index.ts`, listing every page of every language. It is
 * build-time data: the family's parameter source and its `data.ts` read it, and each page
 * reaches the browser only inside its own route data, never as a module.
 */
export function compileCollectionKind(
  paths: ContentPaths,
  kind: CollectionKind,
  files: Map<string, string>,
): { issues: ContentIssue[]; checked: CheckedFile[]; family: FamilyItem[] } {
  const issues: ContentIssue[] = [];
  const items: CollectionItem<{ translationKey: string }>[] = [];
  const keys: FamilyItem[] = [];
  for (const language of LANGUAGES) {
    const dir = paths.content(kind.collection, language);
    // The route table fills a family from the collection by its module name (its `source`).
    const reserved = reservedValuesOfSource(kind.module, language);
    for (const name of entriesOf(dir)) {
      const absolute = join(dir, name);
      const file = paths.relative(absolute);
      const fileIssue = (message: string) => issues.push({ file, line: 1, column: 1, field: '(file)', message });
      const problem = fileNameProblem(name, absolute);
      if (problem !== undefined) {
        fileIssue(problem);
        continue;
      }
      const slug = name.slice(0, -'.yaml'.length);
      // What an address already holds beside the family's pages (the overview's own segment) is no page's slug.
      if (reserved.has(slug)) {
        fileIssue(
          `expected a file name that no other page's address uses, found "${name}", which another ${language} page of the site has at this place in its address (choose another name)`,
        );
      }
      const loaded = loadYamlFile(paths, `${kind.collection}/${language}/${name}`, kind.schema);
      issues.push(...loaded.issues);
      const key = translationKeyOf(loaded.document?.data);
      if (key !== undefined) keys.push({ language, key });
      if (loaded.data !== undefined && loaded.document !== undefined) {
        items.push({ language, slug, data: loaded.data, file, document: loaded.document });
      }
    }
  }
  issues.push(...uniqueInLanguage(items, ['translationKey'], `${kind.collection} pages`));
  issues.push(...missingTranslations(items, keys, kind.collection));
  const file = `${kind.module}/index.ts`;
  const pages = items.map(({ language, slug, data }) => ({ ...data, language, slug }));
  files.set(file, dataModule(pages, languageType(kind, file, 'slug: string', { list: true })));
  const checked = items.map(({ file: source, document, data, language }) => ({
    file: source,
    document,
    data,
    languages: [language],
    schema: kind.schema,
  }));
  return { issues, checked, family: keys };
}

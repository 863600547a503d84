import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { LANGUAGES, type Language } from '../../src/i18n/languages';
import { reservedValuesOfSource } from '../../src/routes/reserved-segments';
import type { ContentKind } from './content-kinds';
import { dataModule, fieldsModule, languageType, sourceModule } from './emit';
import { inLanguage } from './in-language';
import { fileIssue, type ContentIssue } from './issues';
import { compileMarkdownKind } from './markdown-collection';
import type { CheckedFile, FamilyItem } from './page-refs';
import { missingTranslations, translationKeyOf, uniqueInLanguage, type PlacedData } from './pairing';
import { entriesOf, type ContentPaths } from './paths';
import { isRecord } from './schema-def';
import { schemaType, type SchemaExport } from './schema-type';
import { loadYamlFile } from './yaml-content';

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

/** A kind's problems, its valid YAML files for the checks across files, and, for a family, its pages. */
type KindResult = { issues: ContentIssue[]; checked: CheckedFile[]; family?: FamilyItem[] };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Validates every page of a collection with the checks across its files, and adds its one module,
 * `<module>/index.ts`, listing every page of every language. It is build-time data: the family's
 * parameter source and its `data.ts` read it, and each page reaches the browser only inside its
 * own route data, never as a module.
 */
function compileCollectionKind(paths: ContentPaths, kind: CollectionKind, files: Map<string, string>): KindResult {
  const issues: ContentIssue[] = [];
  const items: (PlacedData<{ translationKey: string }> & { slug: string })[] = [];
  const keys: FamilyItem[] = [];
  for (const language of LANGUAGES) {
    const dir = paths.content(kind.collection, language);
    // The route table fills a family from the collection by its module name (its `source`).
    const reserved = reservedValuesOfSource(kind.module, language);
    for (const name of entriesOf(dir)) {
      const absolute = join(dir, name);
      const file = paths.relative(absolute);
      const slug = name.slice(0, -'.yaml'.length);
      const problem = statSync(absolute).isDirectory()
        ? `expected a .yaml file (one page each), found the folder "${name}"`
        : !name.endsWith('.yaml')
          ? `expected a file ending in .yaml (one page each), found "${name}"`
          : !SLUG.test(slug)
            ? `expected a file name of lower-case words joined by hyphens (it is the page's address), found "${name}"`
            : undefined;
      if (problem !== undefined) {
        issues.push(fileIssue(file, problem));
        continue;
      }
      // What an address already holds beside the family's pages (the overview's own segment) is no page's slug.
      if (reserved.has(slug)) {
        const message = `expected a file name that no other page's address uses, found "${name}", which another ${language} page of the site has at this place in its address (choose another name)`;
        issues.push(fileIssue(file, message));
      }
      const loaded = loadYamlFile(paths, `${kind.collection}/${language}/${name}`, kind.schema);
      issues.push(...loaded.issues);
      const key = translationKeyOf(loaded.document?.data);
      if (key !== undefined) keys.push({ language, key });
      const { data, document } = loaded;
      if (data !== undefined && document !== undefined) items.push({ language, slug, data, file, document });
    }
  }
  issues.push(...uniqueInLanguage(items, ['translationKey'], `${kind.collection} pages`));
  issues.push(...missingTranslations(items, keys, kind.collection));
  const file = `${kind.module}/index.ts`;
  const pages = items.map(({ language, slug, data }) => ({ ...data, language, slug }));
  files.set(file, dataModule(pages, languageType(kind, file, 'slug: string', { list: true })));
  const checked = items.map((item) => ({ ...item, languages: [item.language], schema: kind.schema }));
  return { issues, checked, family: keys };
}

/**
 * Validates one kind of content and adds its modules: for YAML, one per language and an index,
 * or the single one; for Markdown, one per page and an index; for a collection, its one module.
 */
export function compileKind(paths: ContentPaths, kind: ContentKind, files: Map<string, string>): KindResult {
  if ('markdown' in kind) return { issues: compileMarkdownKind(paths, kind, files), checked: [] };
  if ('collection' in kind) return compileCollectionKind(paths, kind, files);
  const issues: ContentIssue[] = [];
  const checked: CheckedFile[] = [];
  const load = (source: string, languages: readonly Language[]) => {
    const loaded = loadYamlFile(paths, source, kind.schema);
    issues.push(...loaded.issues);
    const { data, document } = loaded;
    const file = paths.relative(paths.content(source));
    if (data !== undefined && document) checked.push({ file, document, data, languages, schema: kind.schema });
    return loaded;
  };
  if ('single' in kind) {
    const { data } = load(kind.single, LANGUAGES);
    // Invalid content writes no module at all (the build stops); an object's fields become named exports.
    const file = `${kind.module}.ts`;
    if (isRecord(data)) files.set(file, fieldsModule(data, schemaType(kind, file)));
    return { issues, checked };
  }
  const shared = 'shared' in kind ? load(kind.shared, LANGUAGES) : undefined;
  for (const language of LANGUAGES) {
    const data =
      'perLanguage' in kind
        ? load(`${kind.perLanguage}/${language}.yaml`, [language]).data
        : inLanguage(shared?.data, language);
    const file = `${kind.module}/${language}.ts`;
    files.set(file, dataModule(data, schemaType(kind, file, { inLanguage: shared !== undefined })));
  }
  const type = schemaType(kind, `${kind.module}/index.ts`, { inLanguage: shared !== undefined });
  const loaders = LANGUAGES.map((language) => `  ${language}: () => import('./${language}'),`).join('\n');
  files.set(
    `${kind.module}/index.ts`,
    sourceModule(
      `${type.imports.join('\n')}\nimport type { Language } from '../../i18n/languages';\n\n` +
        `/** Each language's data is its own chunk, loaded by the pages that show it. */\n` +
        `export const loaders: Record<Language, () => Promise<{ default: ${type.expression} }>> = {\n${loaders}\n};\n`,
    ),
  );
  if (!('family' in kind) || kind.family === undefined) return { issues, checked };
  // A family kept in one shared file: each entry of its list `family`, in every language. Read from
  // the file as written, so a page whose entry has another problem is not also reported missing by
  // the links to it.
  const data = shared?.document?.data;
  const entries: unknown = isRecord(data) ? data[kind.family] : undefined;
  const family = (Array.isArray(entries) ? entries : []).flatMap((entry: unknown) => {
    const key = translationKeyOf(entry);
    return key === undefined ? [] : LANGUAGES.map((language) => ({ language, key }));
  });
  return { issues, checked, family };
}

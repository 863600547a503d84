import type { z } from 'zod';
import { LANGUAGES, type Language } from '../../src/i18n/languages';
import type { ContentKind } from './content-kinds';
import { dataModule, fieldsModule, sourceModule } from './emit';
import { inLanguage } from './in-language';
import type { ContentIssue } from './issues';
import { compileMarkdownKind } from './markdown-pages';
import type { CheckedFile, FamilyItem } from './page-refs';
import type { ContentPaths } from './paths';
import { schemaType } from './schema-type';
import { compileCollectionKind } from './yaml-collection';
import { loadYamlFile, type LoadedYaml } from './yaml-content';

type YamlKind = Exclude<ContentKind, { markdown: string } | { collection: string }>;

/** A kind's problems, its valid YAML files for the checks across files, and, for a family, its pages. */
export type KindResult = { issues: ContentIssue[]; checked: CheckedFile[]; family?: FamilyItem[] };

function checkedFiles(
  paths: ContentPaths,
  source: string,
  loaded: LoadedYaml<unknown>,
  languages: readonly Language[],
  schema: z.core.$ZodType,
): CheckedFile[] {
  const { data, document } = loaded;
  const file = paths.relative(paths.content(source));
  return data === undefined || document === undefined ? [] : [{ file, document, data, languages, schema }];
}

/**
 * The pages of a family kept in one shared file: each entry of its list `field`, in every
 * language. Read from the file as written, so a page whose entry has another problem is not
 * also reported missing by the links to it.
 */
function sharedFamily(data: unknown, field: string): FamilyItem[] {
  const entries: unknown = data !== null && typeof data === 'object' ? Reflect.get(data, field) : undefined;
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((entry: unknown) => {
    const key: unknown = entry !== null && typeof entry === 'object' ? Reflect.get(entry, 'translationKey') : undefined;
    return typeof key === 'string' ? LANGUAGES.map((language) => ({ language, key })) : [];
  });
}

function loaderIndex(kind: YamlKind): string {
  const file = `${kind.module}/index.ts`;
  const type = schemaType(kind, file, { inLanguage: 'shared' in kind });
  const loaders = LANGUAGES.map((language) => `  ${language}: () => import('./${language}'),`).join('\n');
  return sourceModule(
    `${type.imports.join('\n')}\nimport type { Language } from '../../i18n/languages';\n\n` +
      `/** Each language's data is its own chunk, loaded by the pages that show it. */\n` +
      `export const loaders: Record<Language, () => Promise<{ default: ${type.expression} }>> = {\n${loaders}\n};\n`,
  );
}

/**
 * Validates one kind of content and adds its modules: for YAML, one per language and an index,
 * or the single one; for Markdown, one per page and an index; for a collection, its one module.
 */
export function compileKind(paths: ContentPaths, kind: ContentKind, files: Map<string, string>): KindResult {
  if ('markdown' in kind) return { issues: compileMarkdownKind(paths, kind, files), checked: [] };
  if ('collection' in kind) return compileCollectionKind(paths, kind, files);
  if ('single' in kind) {
    const single = loadYamlFile(paths, kind.single, kind.schema);
    const file = `${kind.module}.ts`;
    const type = schemaType(kind, file);
    // Invalid content writes no module at all (the build stops); an object's fields become named exports.
    if (isObject(single.data)) files.set(file, fieldsModule(single.data, type));
    return { issues: single.issues, checked: checkedFiles(paths, kind.single, single, LANGUAGES, kind.schema) };
  }
  const issues: ContentIssue[] = [];
  const checked: CheckedFile[] = [];
  const sharedSource = 'shared' in kind ? kind.shared : undefined;
  const shared = sharedSource === undefined ? undefined : loadYamlFile(paths, sharedSource, kind.schema);
  if (sharedSource !== undefined && shared) {
    issues.push(...shared.issues);
    checked.push(...checkedFiles(paths, sharedSource, shared, LANGUAGES, kind.schema));
  }
  for (const language of LANGUAGES) {
    const source = 'perLanguage' in kind ? `${kind.perLanguage}/${language}.yaml` : undefined;
    const loaded = source === undefined ? undefined : loadYamlFile(paths, source, kind.schema);
    if (source !== undefined && loaded) {
      issues.push(...loaded.issues);
      checked.push(...checkedFiles(paths, source, loaded, [language], kind.schema));
    }
    const data = loaded ? loaded.data : inLanguage(shared?.data, language);
    const file = `${kind.module}/${language}.ts`;
    files.set(file, dataModule(data, schemaType(kind, file, { inLanguage: shared !== undefined })));
  }
  files.set(`${kind.module}/index.ts`, loaderIndex(kind));
  const familyField = 'family' in kind ? kind.family : undefined;
  if (familyField === undefined) return { issues, checked };
  return { issues, checked, family: sharedFamily(shared?.document?.data, familyField) };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

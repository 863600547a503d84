import { basename } from 'node:path';
import { stringTreeSchema, type StringTree } from '../../src/content/schemas/locale';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../src/i18n/languages';
import { guardFile } from './guard';
import { fieldIssue, fileIssue, type ContentIssue } from './issues';
import { compileSource, type CompiledFile } from './compiled-source';
import { listFiles, type ContentPaths } from './paths';
import { parseYaml, type YamlDocument } from './yaml-document';

/** A UI-strings file; `strings` is undefined when the file is invalid (its issues are reported). */
type LocaleFile = { file: string; area: string; document: YamlDocument; strings: StringTree | undefined };

function flatten(tree: StringTree, prefix: string[] = []): Map<string, { value: string; path: string[] }> {
  const leaves = new Map<string, { value: string; path: string[] }>();
  for (const [key, value] of Object.entries(tree)) {
    const path = [...prefix, key];
    if (typeof value === 'string') leaves.set(path.join('.'), { value, path });
    else for (const [leafKey, leaf] of flatten(value, path)) leaves.set(leafKey, leaf);
  }
  return leaves;
}

function variables(text: string): string {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)]
    .map((match) => match[1])
    .sort()
    .join(', ');
}

function readLocaleFiles(paths: ContentPaths, language: Language, issues: ContentIssue[]): LocaleFile[] {
  return listFiles(paths.content('locales', language), '.yaml').map((absolute) => {
    const file = paths.relative(absolute);
    const compiled = guardFile<CompiledFile<StringTree>>(
      file,
      () => compileSource(paths, absolute, { kind: 'yaml', schema: stringTreeSchema }),
      (issue) => ({ issues: [issue] }),
    );
    issues.push(...compiled.issues);
    // An unreadable file still takes part in the comparison, as an empty one.
    const document = compiled.document ?? parseYaml('', file);
    return { file, area: basename(absolute, '.yaml'), document, strings: compiled.data };
  });
}

function compareWithReference(
  reference: LocaleFile | undefined,
  translated: LocaleFile | undefined,
  area: string,
  language: Language,
): ContentIssue[] {
  const missingFile = (present: LocaleFile, absentLanguage: Language): ContentIssue =>
    fileIssue(present.file, `expected content/locales/${absentLanguage}/${area}.yaml to exist too, found no such file`);
  if (!reference && translated) return [missingFile(translated, DEFAULT_LANGUAGE)];
  if (reference && !translated) return [missingFile(reference, language)];
  // An invalid file has its own issues already; comparing it would only repeat them.
  if (!reference?.strings || !translated?.strings) return [];

  const referenceLeaves = flatten(reference.strings);
  const translatedLeaves = flatten(translated.strings);
  const { file, document } = translated;
  const issues = [...referenceLeaves].flatMap(([key, { value, path }]) => {
    const counterpart = translatedLeaves.get(key);
    if (!counterpart) {
      // Placed at the nearest field the translation has.
      const message = `expected a translation of ${reference.file}'s "${key}", found nothing`;
      return [{ ...fieldIssue(file, document, path.slice(0, -1), message), field: key }];
    }
    if (variables(value) === variables(counterpart.value)) return [];
    const message = `expected the variables {{${variables(value)}}} as in ${reference.file}, found {{${variables(counterpart.value)}}}`;
    return [fieldIssue(file, document, path, message)];
  });
  for (const [key, { path }] of translatedLeaves) {
    const message = `expected only keys that ${reference.file} has, found "${key}" (add it there or remove it here)`;
    if (!referenceLeaves.has(key)) issues.push(fieldIssue(file, document, path, message));
  }
  return issues;
}

/**
 * Reads the UI strings, one file per language and area (the file name is the top-level key),
 * and checks that every language has the reference language's keys and variables.
 */
export function loadLocales(paths: ContentPaths): { strings: Record<Language, StringTree>; issues: ContentIssue[] } {
  const issues: ContentIssue[] = [];
  const files = Object.fromEntries(
    LANGUAGES.map((language) => [language, readLocaleFiles(paths, language, issues)]),
  ) as Record<Language, LocaleFile[]>;
  const areas = new Set(
    Object.values(files)
      .flat()
      .map((file) => file.area),
  );
  for (const language of LANGUAGES.filter((candidate) => candidate !== DEFAULT_LANGUAGE)) {
    for (const area of areas) {
      const find = (lang: Language) => files[lang].find((file) => file.area === area);
      issues.push(...compareWithReference(find(DEFAULT_LANGUAGE), find(language), area, language));
    }
  }
  const strings = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      Object.fromEntries(files[language].map((file) => [file.area, file.strings ?? {}])),
    ]),
  ) as Record<Language, StringTree>;
  return { strings, issues };
}

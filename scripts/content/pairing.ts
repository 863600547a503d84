import { LANGUAGES, type Language } from '../../src/i18n/languages';
import { fieldIssue, type ContentIssue } from './issues';
import type { FamilyItem } from './page-refs';
import { isRecord } from './schema-def';
import type { YamlDocument } from './yaml-document';

/** A valid page's data with where it was written, to place issues across files. */
export type PlacedData<Data> = { language: Language; data: Data; file: string; document: YamlDocument };

/**
 * The translationKey a page's file gives, valid or not: its translation and the links to it are
 * then not reported as well when the file has another problem (the writer fixes that one).
 */
export function translationKeyOf(data: unknown): string | undefined {
  const key = isRecord(data) ? data.translationKey : undefined;
  return typeof key === 'string' ? key : undefined;
}

/**
 * An issue for each item whose `field` repeats one of an earlier item in the same language
 * (a slug, or an article's or a YAML page's translationKey).
 */
export function uniqueInLanguage<Data>(
  items: readonly PlacedData<Data>[],
  fields: readonly (keyof Data & string)[],
  plural: string,
): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const firstWith = new Map<string, PlacedData<Data>>();
  for (const item of items) {
    for (const field of fields) {
      const value = item.data[field];
      const key = `${field}/${item.language}/${String(value)}`;
      const first = firstWith.get(key);
      if (!first) {
        firstWith.set(key, item);
        continue;
      }
      const message = `expected a ${field} unique among ${item.language} ${plural}, found ${JSON.stringify(value)}, also used by ${first.file}`;
      issues.push(fieldIssue(item.file, item.document, [field], message));
    }
  }
  return issues;
}

/** An issue on each page whose translationKey no page of another language shares: every language is complete. */
export function missingTranslations(
  items: readonly PlacedData<{ translationKey: string }>[],
  keys: readonly FamilyItem[],
  folder: string,
): ContentIssue[] {
  return items.flatMap((item) =>
    LANGUAGES.filter(
      (language) =>
        language !== item.language &&
        !keys.some((other) => other.language === language && other.key === item.data.translationKey),
    ).map((language) => {
      const message = `expected a page in content/${folder}/${language}/ with the same translationKey (its translation), found none with ${JSON.stringify(item.data.translationKey)}`;
      return fieldIssue(item.file, item.document, ['translationKey'], message);
    }),
  );
}

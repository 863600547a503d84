import { findPageRefs } from '../../src/content/page-refs';
import type { Language } from '../../src/i18n/languages';
import { pageDefinition } from '../../src/routes/pages';
import type { z } from 'zod';
import { fieldIssue, type ContentIssue } from './issues';
import type { YamlDocument } from './yaml-document';

/** A valid YAML file kept for the checks across files, with the languages its words are in and its schema. */
export type CheckedFile = {
  file: string;
  document: YamlDocument;
  data: unknown;
  languages: readonly Language[];
  schema?: z.core.$ZodType;
};

/** One page of a family: its language and its translationKey. */
export type FamilyItem = { language: Language; key: string };

/**
 * The pages of each family by the name the route table's `source` gives it: `articles`, and
 * each YAML collection by its content kind's module.
 */
export type Families = ReadonlyMap<string, readonly FamilyItem[]>;

/**
 * A link to a page of a family must name an item that exists in the language of the text
 * around it (`{ page: featureDetail, key: cv-screening }` in an Italian file needs an Italian
 * feature page with that translationKey). The schemas already checked that the page exists and
 * that `key` is given exactly for families.
 */
export function checkPageRefs(checked: readonly CheckedFile[], families: Families): ContentIssue[] {
  return checked.flatMap(({ file, document, data, languages }) =>
    findPageRefs(data).flatMap(({ ref, path }): ContentIssue[] => {
      const source = pageDefinition(ref.page).source;
      if (source === undefined || ref.key === undefined) return [];
      const items = families.get(source) ?? [];
      return languages
        .filter((language) => !items.some((item) => item.language === language && item.key === ref.key))
        .map((language) => {
          const known = items.filter((item) => item.language === language).map((item) => JSON.stringify(item.key));
          const message = `expected the translationKey of a ${source} page in ${language} (${known.join(', ') || 'it has none yet'}), found ${JSON.stringify(ref.key)}`;
          return fieldIssue(file, document, [...path, 'key'], message);
        });
    }),
  );
}

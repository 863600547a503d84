import type { z } from 'zod';
import { claimsInParse } from '../../src/content/schemas/claim-fill';
import { proseFields } from '../../src/content/schemas/common';
import { isLanguage, LANGUAGES, type Language } from '../../src/i18n/languages';
import { schemaWalk } from './schema-def';
import { claimReferencesFilled } from './claim-text';
import { typesetText } from './typography';

const isProseCache = new WeakMap<z.core.$ZodType, boolean>();

/** Looked up once per schema: a registry's `get` merges the metadata of the schema's parents on every call. */
function isProse(schema: z.core.$ZodType): boolean {
  let prose = isProseCache.get(schema);
  if (prose === undefined) isProseCache.set(schema, (prose = proseFields.get(schema as z.ZodType)?.prose === true));
  return prose;
}

/**
 * `data` (valid for `schema`) with every prose field's string replaced by `map(value, language,
 * path)`, where language is the field's: the file's, or in a file of no one language (`undefined`)
 * that of the `{ en, it }` pair (an object of one field per language) holding it. Also the way to
 * visit every prose string (return it unchanged).
 */
export const mapProseFields = schemaWalk<Language | undefined>(isProse, (shape, _value, key, language) =>
  isLanguage(key) && Object.keys(shape).length === LANGUAGES.length && Object.keys(shape).every(isLanguage)
    ? key
    : language,
);

/** `data` with the typography of every prose field set for its language (typography.ts). */
export function typesetProseFields(schema: z.core.$ZodType, data: unknown, language: Language | undefined): unknown {
  return mapProseFields(schema, data, language, typesetText);
}

/**
 * `data` (valid for `schema`) as a page shows its prose: typeset, then each `{claim:<id>}` filled
 * in with the claim's figure and basis in the field's language, from the claims the parse had
 * (src/content/schemas/claim-fill.ts). The claims' own words were typeset in content/claims.yaml.
 * A field both languages show keeps its reference, which the claims check refuses.
 */
export function proseAsShown(schema: z.core.$ZodType, data: unknown, language: Language | undefined): unknown {
  const claims = claimsInParse();
  return mapProseFields(schema, data, language, (value, inLanguage) => {
    const typeset = typesetText(value, inLanguage);
    return claims === undefined || inLanguage === undefined
      ? typeset
      : claimReferencesFilled(typeset, inLanguage, claims);
  });
}

/**
 * The language of a content file from its path: the `<lang>/` folder it is in
 * (`articles/it/x.md`, `locales/en/x.yaml`), or its name (`home/it.yaml`). A file shared by
 * both languages has none.
 */
export function languageOfFile(file: string): Language | undefined {
  const segments = file.split(/[/\\]/);
  const folder = segments[segments.length - 2];
  if (isLanguage(folder)) return folder;
  const name = segments[segments.length - 1]?.replace(/\.ya?ml$/, '');
  return isLanguage(name) ? name : undefined;
}

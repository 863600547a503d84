import type { z } from 'zod';
import { claimsInParse } from '../../src/content/schemas/claim-fill';
import { isQuotation, proseFields } from '../../src/content/schemas/common';
import { isLanguage, LANGUAGES, type Language } from '../../src/i18n/languages';
import { isRecord, schemaWalk, valueAt, type DataPath } from './schema-def';
import { claimReferencesFilled, quotationFilled } from './claim-text';
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
 * In someone's words, in a file of one language, the basis goes beside their name instead
 * (`quoteBasis`, next to the quotation). A field both languages show keeps its reference, and a
 * quotation in a file of both languages is filled in place: the claims check refuses both.
 */
export function proseAsShown(schema: z.core.$ZodType, data: unknown, language: Language | undefined): unknown {
  const claims = claimsInParse();
  const quoteBases: { path: DataPath; basis: string }[] = [];
  const shown = mapProseFields(schema, data, language, (value, inLanguage, path, node) => {
    const typeset = typesetText(value, inLanguage);
    if (claims === undefined || inLanguage === undefined) return typeset;
    if (language === undefined || !isQuotation(node)) return claimReferencesFilled(typeset, inLanguage, claims);
    const { words, basis } = quotationFilled(typeset, inLanguage, claims);
    if (basis !== undefined) quoteBases.push({ path, basis });
    return words;
  });
  // The quotation changed, so the object holding it is already a copy of the data's.
  for (const { path, basis } of quoteBases) {
    const holder = valueAt(shown, path.slice(0, -1));
    if (isRecord(holder)) holder.quoteBasis = basis;
  }
  return shown;
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

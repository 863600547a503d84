import type { z } from 'zod';
import { claimsInParse } from '../../src/content/schemas/claim-fill';
import { proseFields } from '../../src/content/schemas/common';
import { isLanguage, LANGUAGES, type Language } from '../../src/i18n/languages';
import { defOf, innerSchemas, isRecord, lazyInner, unionOptionOf, wrappedSchema } from './schema-def';
import { claimReferencesFilled } from './claim-text';
import { typesetText } from './typography';

const mayHoldProseCache = new WeakMap<z.core.$ZodType, boolean>();
const isProseCache = new WeakMap<z.core.$ZodType, boolean>();

/** Looked up once per schema: a registry's `get` merges the metadata of the schema's parents on every call. */
function isProse(schema: z.core.$ZodType): boolean {
  let prose = isProseCache.get(schema);
  if (prose === undefined) {
    prose = proseFields.get(schema as z.ZodType)?.prose === true;
    isProseCache.set(schema, prose);
  }
  return prose;
}

/** Whether a value of `schema` can hold a prose field anywhere inside (a lazy schema may hold anything). */
function mayHoldProse(schema: z.core.$ZodType): boolean {
  const known = mayHoldProseCache.get(schema);
  if (known !== undefined) return known;
  mayHoldProseCache.set(schema, true);
  const def = defOf(schema);
  const result = isProse(schema) || def.type === 'lazy' || innerSchemas(def).some(mayHoldProse);
  mayHoldProseCache.set(schema, result);
  return result;
}

/** An object of one field per language (`{ en, it }`): each field is in its own language. */
function isLanguagePairShape(shape: Record<string, z.core.$ZodType>): boolean {
  const keys = Object.keys(shape);
  return keys.length === LANGUAGES.length && keys.every(isLanguage);
}

/** Where a value sits in a file's data: keys and list indexes from the top. */
export type DataPath = readonly (string | number)[];

/**
 * `data` (valid for `schema`) with the typography of every field the schema marks as prose set
 * for `language` (scripts/content/typography.ts); in a file of no one language (`undefined`),
 * each `{ en, it }` pair's fields are set for their own language. A new value where anything
 * changed; what did not change is the same value.
 */
export function typesetProseFields(schema: z.core.$ZodType, data: unknown, language: Language | undefined): unknown {
  return mapProseFields(schema, data, language, (value, inLanguage) => typesetText(value, inLanguage));
}

/**
 * `data` (valid for `schema`) as a page shows its prose: typeset as `typesetProseFields` does,
 * then each `{claim:<id>}` filled in with the claim's figure and basis in the field's language,
 * from the claims the parse had (src/content/schemas/claim-fill.ts). The claims' own words were
 * typeset in content/claims.yaml. A field both languages show keeps its reference, which the
 * claims check refuses.
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
 * `data` (valid for `schema`) with every prose field's string replaced by `map(value, language,
 * path)`, where language is the field's: the file's, or in a file of no one language (`undefined`)
 * that of the `{ en, it }` pair holding it. A new value where anything changed; what did not
 * change is the same value. Also the way to visit every prose string (return it unchanged).
 */
export function mapProseFields(
  schema: z.core.$ZodType,
  data: unknown,
  language: Language | undefined,
  map: (value: string, language: Language | undefined, path: DataPath) => string,
): unknown {
  const walk = (node: z.core.$ZodType, value: unknown, inLanguage: Language | undefined, path: DataPath): unknown => {
    if (typeof value === 'string')
      return isProse(node) ? map(value, inLanguage, path) : walkInner(node, value, inLanguage, path);
    if (!mayHoldProse(node)) return value;
    return walkInner(node, value, inLanguage, path);
  };
  const walkInner = (
    node: z.core.$ZodType,
    value: unknown,
    inLanguage: Language | undefined,
    path: DataPath,
  ): unknown => {
    const def = defOf(node);
    switch (def.type) {
      case 'object': {
        if (!isRecord(value)) return value;
        const shape = def.shape as Record<string, z.core.$ZodType>;
        const pairs = isLanguagePairShape(shape);
        let changed: Record<string, unknown> | undefined;
        for (const [key, field] of Object.entries(shape)) {
          if (!(key in value)) continue;
          const set = walk(field, value[key], pairs && isLanguage(key) ? key : inLanguage, [...path, key]);
          if (set !== value[key]) (changed ??= { ...value })[key] = set;
        }
        return changed ?? value;
      }
      case 'array': {
        if (!Array.isArray(value)) return value;
        const set = value.map((item: unknown, index) =>
          walk(def.element as z.core.$ZodType, item, inLanguage, [...path, index]),
        );
        return set.some((item, index) => item !== value[index]) ? set : value;
      }
      case 'record': {
        if (!isRecord(value)) return value;
        let changed: Record<string, unknown> | undefined;
        for (const [key, item] of Object.entries(value)) {
          const set = walk(def.valueType as z.core.$ZodType, item, inLanguage, [...path, key]);
          if (set !== item) (changed ??= { ...value })[key] = set;
        }
        return changed ?? value;
      }
      case 'lazy':
        return walk(lazyInner(node), value, inLanguage, path);
      case 'union': {
        const option = unionOptionOf(def, value);
        return option ? walk(option, value, inLanguage, path) : value;
      }
      default: {
        const wrapped = wrappedSchema(def);
        return wrapped ? walk(wrapped, value, inLanguage, path) : value;
      }
    }
  };
  return walk(schema, data, language, []);
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

import { z } from 'zod/mini';
import type { TranslationKey } from '../i18n/translation-key';

/**
 * Field builders for the form schemas, on zod's mini build: the schemas run in the browser, and
 * mini is a fraction of the full build's size. Every message is a UI-string key, so the same
 * schema speaks both languages, and the endpoint answers the keys the form shows.
 */
const error = (key: TranslationKey) => ({ error: key });

/** Trimmed text of `min` to `max` characters; `missing` when shorter, `tooLong` when longer. */
export function requiredText(min: number, max: number, missing: TranslationKey, tooLong: TranslationKey) {
  return z.string(error(missing)).check(z.trim(), z.minLength(min, error(missing)), z.maxLength(max, error(tooLong)));
}

/** A required e-mail address, trimmed. */
export function emailAddress(missing: TranslationKey, invalid: TranslationKey, tooLong: TranslationKey) {
  return z.pipe(requiredText(1, 254, missing, tooLong), z.email(error(invalid)));
}

/** Optional trimmed text, '' when left out; `invalid` when it does not match `pattern`. */
export function optionalText(
  max: number,
  tooLong: TranslationKey,
  invalid: TranslationKey = tooLong,
  pattern?: RegExp,
) {
  const checks = pattern
    ? [z.trim(), z.regex(pattern, error(invalid)), z.maxLength(max, error(tooLong))]
    : [z.trim(), z.maxLength(max, error(tooLong))];
  return z._default(z.string(error(invalid)).check(...checks), '');
}

/** One of a fixed set of values. */
export function oneOf<const Values extends readonly [string, ...string[]]>(values: Values, missing: TranslationKey) {
  return z.enum(values, error(missing));
}

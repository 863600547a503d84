import { z } from 'zod/mini';
import type { TranslationKey } from '../i18n/translation-key';

/** Zod's mini build: the schemas run in the browser. Messages are UI-string keys, so one schema speaks both languages. */
const error = (key: TranslationKey) => ({ error: key });

export const CONTROL_CHARACTERS_KEY: TranslationKey = 'common.fieldErrors.controlCharacters';

/**
 * Single-line fields refuse every Cc control, U+2028/9 and the bidi embeddings, overrides and
 * isolates: a line break in a name becomes a fake header line in the mail, an override disguises
 * `cv‮fdp.exe`. ZWNJ/ZWJ and LRM/RLM stay allowed, since names in some scripts need them.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's job
export const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/;

/** The message keeps tab, CR, LF and U+2028/9 (harmless in a plain-text mail); NUL, escapes and bidi controls are not. */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's job
export const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

/** Runs after `z.trim()`, so a stray newline at either end (a paste) is dropped, not refused. */
const without = (forbidden: RegExp) =>
  z.refine<string>((value) => !forbidden.test(value), error(CONTROL_CHARACTERS_KEY));

/** Trimmed single-line text of `min` to `max` characters. */
export function requiredText(min: number, max: number, missing: TranslationKey, tooLong: TranslationKey) {
  return z
    .string(error(missing))
    .check(
      z.trim(),
      z.minLength(min, error(missing)),
      z.maxLength(max, error(tooLong)),
      without(SINGLE_LINE_FORBIDDEN),
    );
}

export function emailAddress(missing: TranslationKey, invalid: TranslationKey, tooLong: TranslationKey) {
  return z.pipe(requiredText(1, 254, missing, tooLong), z.email(error(invalid)));
}

/** Optional trimmed single-line text, '' when left out, matching `pattern` if given. */
export function optionalText(
  max: number,
  tooLong: TranslationKey,
  invalid: TranslationKey = tooLong,
  pattern?: RegExp,
) {
  const checks = pattern
    ? [z.trim(), without(SINGLE_LINE_FORBIDDEN), z.regex(pattern, error(invalid)), z.maxLength(max, error(tooLong))]
    : [z.trim(), without(SINGLE_LINE_FORBIDDEN), z.maxLength(max, error(tooLong))];
  return z._default(z.string(error(invalid)).check(...checks), '');
}

/** Optional trimmed multi-line text, '' when left out. */
export function optionalMultilineText(max: number, tooLong: TranslationKey, invalid: TranslationKey = tooLong) {
  return z._default(
    z.string(error(invalid)).check(z.trim(), without(MULTI_LINE_FORBIDDEN), z.maxLength(max, error(tooLong))),
    '',
  );
}

/** One of a fixed set; the input type stays `string` because a `<select>` starts on its empty option. */
export function oneOf<const Values extends readonly [string, ...string[]]>(values: Values, missing: TranslationKey) {
  return z.pipe(z.string(error(missing)), z.enum(values, error(missing)));
}

import { z } from 'zod/mini';
import type { TranslationKey } from '../i18n/translation-key';

/**
 * Field builders for the form schemas, on zod's mini build: the schemas run in the browser, and
 * mini is a fraction of the full build's size. Every message is a UI-string key, so the same
 * schema speaks both languages, and the endpoint answers the keys the form shows.
 */
const error = (key: TranslationKey) => ({ error: key });

/** The message for a field holding a character it must not (below); one key for both forms. */
export const CONTROL_CHARACTERS_KEY: TranslationKey = 'common.fieldErrors.controlCharacters';

/**
 * What a single-line field (name, company, position, phone, email) must not hold: every Unicode
 * Cc control (U+0000–001F, U+007F–009F, so tab and line breaks too), the line and paragraph
 * separators U+2028/U+2029, and the bidirectional embeddings, overrides and isolates
 * (U+202A–202E, U+2066–2069). A line break in a name ends up as a fake header line in the mail
 * body; an override turns `cv‮fdp.exe` into something else on screen. Everything else stays
 * allowed: accents, emoji, and the joiners ZWNJ/ZWJ (U+200C/U+200D) that Persian or Indic names
 * need, and the marks LRM/RLM that mixed-script names use.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's job
export const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/;

/**
 * What the multi-line message must not hold: the same, except the tab and the line breaks a
 * text area produces (LF, CR) and the separators U+2028/U+2029 that word processors paste as
 * line breaks. They are harmless in a plain-text mail body; NUL, escape sequences and bidi
 * controls are not.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's job
export const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

/**
 * The check refusing `forbidden` characters. It runs after `z.trim()`, so a stray newline or tab
 * at either end (a paste) is dropped rather than refused: only what would be kept is checked.
 */
const without = (forbidden: RegExp) =>
  z.refine<string>((value) => !forbidden.test(value), error(CONTROL_CHARACTERS_KEY));

/**
 * Trimmed single-line text of `min` to `max` characters; `missing` when shorter, `tooLong` when
 * longer, the control-character key when it holds one of `SINGLE_LINE_FORBIDDEN`.
 */
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

/** A required e-mail address, trimmed, single-line. */
export function emailAddress(missing: TranslationKey, invalid: TranslationKey, tooLong: TranslationKey) {
  return z.pipe(requiredText(1, 254, missing, tooLong), z.email(error(invalid)));
}

/**
 * Optional trimmed single-line text, '' when left out; `invalid` when it does not match
 * `pattern`, the control-character key when it holds one of `SINGLE_LINE_FORBIDDEN`.
 */
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

/** Optional trimmed multi-line text (the message), '' when left out; see `MULTI_LINE_FORBIDDEN`. */
export function optionalMultilineText(max: number, tooLong: TranslationKey, invalid: TranslationKey = tooLong) {
  return z._default(
    z.string(error(invalid)).check(z.trim(), without(MULTI_LINE_FORBIDDEN), z.maxLength(max, error(tooLong))),
    '',
  );
}

/**
 * One of a fixed set of values. The form holds any string (a `<select>` starts on its empty
 * placeholder option), so the input type is `string` and only the output is the set: the form's
 * types come from the schema as they are, with `missing` for the empty choice as for a wrong one.
 */
export function oneOf<const Values extends readonly [string, ...string[]]>(values: Values, missing: TranslationKey) {
  return z.pipe(z.string(error(missing)), z.enum(values, error(missing)));
}

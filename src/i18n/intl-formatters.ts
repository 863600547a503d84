import { LANGUAGE_LOCALES, type Language } from './languages';

/**
 * Intl formatters made once per language and kind: making one costs far more than using it (the
 * first of a kind loads the locale's data, tens of milliseconds on a slow phone), and components
 * that made them on every render did so again while the page was being hydrated.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<Language, Intl.PluralRules>();
const listFormats = new Map<Language, Intl.ListFormat>();
const dateFormats = new Map<Language, Intl.DateTimeFormat>();

function made<Key, Value>(cache: Map<Key, Value>, key: Key, make: () => Value): Value {
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    cache.set(key, value);
  }
  return value;
}

/** Plain numbers ("10,5" in Italian) or, with `currency`, whole amounts of it ("€270", "270 €"). */
export function numberFormat(language: Language, currency?: string): Intl.NumberFormat {
  return made(numberFormats, `${language} ${currency ?? ''}`, () =>
    currency === undefined
      ? new Intl.NumberFormat(LANGUAGE_LOCALES[language])
      : new Intl.NumberFormat(LANGUAGE_LOCALES[language], { style: 'currency', currency, maximumFractionDigits: 0 }),
  );
}

/** Counts as the site writes them, four digits grouped too: "5.000", where Intl's Italian gives "5000". */
export function countFormat(language: Language): Intl.NumberFormat {
  return made(
    numberFormats,
    `${language} count`,
    () => new Intl.NumberFormat(LANGUAGE_LOCALES[language], { useGrouping: 'always' }),
  );
}

export function pluralRulesOf(language: Language): Intl.PluralRules {
  return made(pluralRules, language, () => new Intl.PluralRules(LANGUAGE_LOCALES[language]));
}

/** "A, B and C" / "A, B e C". */
export function conjunctionList(language: Language): Intl.ListFormat {
  return made(listFormats, language, () => new Intl.ListFormat(LANGUAGE_LOCALES[language], { type: 'conjunction' }));
}

/** A calendar date written in full ("15 September 2026"), in UTC so prerender and hydration agree. */
export function longDateFormat(language: Language): Intl.DateTimeFormat {
  return made(
    dateFormats,
    language,
    () => new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }),
  );
}

import { LANGUAGE_LOCALES, type Language } from './languages';

/** Made once per language and kind: the first of a kind loads the locale's data, tens of ms on a slow phone. */
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

/** With `currency`, whole amounts ("€270", "270 €"). */
export function numberFormat(language: Language, currency?: string): Intl.NumberFormat {
  return made(numberFormats, `${language} ${currency ?? ''}`, () =>
    currency === undefined
      ? new Intl.NumberFormat(LANGUAGE_LOCALES[language])
      : new Intl.NumberFormat(LANGUAGE_LOCALES[language], { style: 'currency', currency, maximumFractionDigits: 0 }),
  );
}

/** Four digits grouped too ("5.000"), where Intl's Italian gives "5000". */
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

export function conjunctionList(language: Language): Intl.ListFormat {
  return made(listFormats, language, () => new Intl.ListFormat(LANGUAGE_LOCALES[language], { type: 'conjunction' }));
}

/** In UTC so prerender and hydration agree. */
export function longDateFormat(language: Language): Intl.DateTimeFormat {
  return made(
    dateFormats,
    language,
    () => new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }),
  );
}

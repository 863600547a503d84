import { LANGUAGES, type Language } from '../../src/i18n/languages';

function isLanguagePair(value: object): value is Record<Language, string> {
  const keys = Object.keys(value);
  return (
    keys.length === LANGUAGES.length &&
    LANGUAGES.every((language) => typeof (value as Record<string, unknown>)[language] === 'string')
  );
}

/** The data as one language sees it: every `{ en, it }` pair replaced by that language's text. */
export function inLanguage(value: unknown, language: Language): unknown {
  if (Array.isArray(value)) return value.map((item) => inLanguage(item, language));
  if (value === null || typeof value !== 'object') return value;
  if (isLanguagePair(value)) return value[language];
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inLanguage(item, language)]));
}

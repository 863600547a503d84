import { isLanguage, LANGUAGES, type Language } from '../../src/i18n/languages';

/** The data as one language sees it: every `{ en, it }` pair replaced by that language's text. */
export function inLanguage(value: unknown, language: Language): unknown {
  if (Array.isArray(value)) return value.map((item) => inLanguage(item, language));
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value);
  const text = (value as Record<string, unknown>)[language];
  const pair =
    entries.length === LANGUAGES.length && entries.every(([key, item]) => isLanguage(key) && typeof item === 'string');
  if (pair) return text;
  return Object.fromEntries(entries.map(([key, item]) => [key, inLanguage(item, language)]));
}

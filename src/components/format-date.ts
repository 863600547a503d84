import { LANGUAGE_LOCALES, type Language } from '../i18n/languages';

/** One formatter per language: making one costs far more than using it, on every card of a list. */
const formatters = new Map<Language, Intl.DateTimeFormat>();

/** A calendar date (YYYY-MM-DD) as the page's language writes it in full: "15 September 2026". */
export function formatDate(isoDate: string, language: Language): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    // UTC on both sides, so the prerendered text and the hydrated text never differ.
    formatter = new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' });
    formatters.set(language, formatter);
  }
  return formatter.format(new Date(`${isoDate}T00:00:00Z`));
}

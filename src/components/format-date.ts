import { LANGUAGE_LOCALES, type Language } from '../i18n/languages';

/** An ISO date as the language writes it ("15 September 2026", "15 settembre 2026"). */
export function formatDate(isoDate: string, language: Language): string {
  // UTC on both sides, so the prerendered text and the hydrated text never differ.
  return new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

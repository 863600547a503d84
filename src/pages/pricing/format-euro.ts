import { LANGUAGE_LOCALES, type Language } from '../../i18n/languages';

/** Whole euros as the language writes them: "€270" in English, "270 €" in Italian. */
export function formatEuro(amount: number, language: Language): string {
  return new Intl.NumberFormat(LANGUAGE_LOCALES[language], {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }).format(amount);
}

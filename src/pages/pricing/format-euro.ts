import { numberFormat } from '../../i18n/intl-formatters';
import type { Language } from '../../i18n/languages';

/** Whole euros as the language writes them: "€270" in English, "270 €" in Italian. */
export function formatEuro(amount: number, language: Language): string {
  return numberFormat(language, 'EUR').format(amount);
}

import { longDateFormat } from '../i18n/intl-formatters';
import type { Language } from '../i18n/languages';

/** A calendar date (YYYY-MM-DD) as the page's language writes it in full: "15 September 2026". */
export function formatDate(isoDate: string, language: Language): string {
  return longDateFormat(language).format(new Date(`${isoDate}T00:00:00Z`));
}

import { longDateFormat } from '../i18n/intl-formatters';
import type { Language } from '../i18n/languages';

/** Dates already written, by language and date: a list page writes the same few dates again and again. */
const written = new Map<string, string>();

/** A calendar date (YYYY-MM-DD) as the page's language writes it in full: "15 September 2026". */
export function formatDate(isoDate: string, language: Language): string {
  const key = `${language} ${isoDate}`;
  let text = written.get(key);
  if (text === undefined) {
    text = longDateFormat(language).format(new Date(`${isoDate}T00:00:00Z`));
    written.set(key, text);
  }
  return text;
}

import type { PluralText } from '../../content/schemas/integrations';
import { LANGUAGE_LOCALES, type Language } from '../../i18n/languages';

/**
 * The text before and after a template's one `{{name}}` (the schema refuses a template without
 * it), so the page can put a value there as an element rather than as a string.
 */
export function splitTemplate(template: string, name: string): [before: string, after: string] {
  const [before = '', after = ''] = template.split(`{{${name}}}`);
  return [before, after];
}

/** The form of `forms` a count takes in the language ("1 integration", "3 integrations"). */
export function countText(forms: PluralText, count: number, language: Language): string {
  const form = new Intl.PluralRules(LANGUAGE_LOCALES[language]).select(count) === 'one' ? forms.one : forms.other;
  return form.replace('{{count}}', count.toLocaleString(LANGUAGE_LOCALES[language]));
}

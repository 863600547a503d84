import type { PluralText } from '../../content/schemas/integrations';
import { numberFormat, pluralRulesOf } from '../../i18n/intl-formatters';
import type { Language } from '../../i18n/languages';

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
  const form = pluralRulesOf(language).select(count) === 'one' ? forms.one : forms.other;
  return form.replace('{{count}}', numberFormat(language).format(count));
}

import type { PluralText } from '../../content/schemas/integrations';
import { numberFormat, pluralRulesOf } from '../../i18n/intl-formatters';
import type { Language } from '../../i18n/languages';

/** The text around a template's one `{{name}}`, so the page can put an element there. */
export function splitTemplate(template: string, name: string): [before: string, after: string] {
  const [before = '', after = ''] = template.split(`{{${name}}}`);
  return [before, after];
}

export function countText(forms: PluralText, count: number, language: Language): string {
  const form = pluralRulesOf(language).select(count) === 'one' ? forms.one : forms.other;
  return form.replace('{{count}}', numberFormat(language).format(count));
}

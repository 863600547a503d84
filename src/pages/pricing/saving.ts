import { annualSaving, type PricedPlan } from '../../content/pricing-figures';
import { numberFormat } from '../../i18n/intl-formatters';
import type { Language } from '../../i18n/languages';

/** Computed from the plans' prices, never written by hand; undefined when no plan has prices. */
export function formattedSaving(plans: readonly PricedPlan[], language: Language): string | undefined {
  const saving = annualSaving(plans);
  return saving === undefined ? undefined : `${numberFormat(language).format(saving)}%`;
}

export function withSaving(text: string, saving: string | undefined): string {
  return text.replaceAll('{{saving}}', saving ?? '');
}

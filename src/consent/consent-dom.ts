/** What the prerendered banner and dialog carry and the starter's controls look for. */
import { CONSENT_CATEGORIES, type ConsentCategory } from './categories';

export const CONSENT_BANNER_ID = 'consent-banner';
export const CONSENT_PREFERENCES_ID = 'consent-preferences';
export const CONSENT_BANNER_TITLE_ID = `${CONSENT_BANNER_ID}-title`;
export const CONSENT_PREFERENCES_TITLE_ID = `${CONSENT_PREFERENCES_ID}-title`;

export function categoryInputId(category: ConsentCategory): string {
  return `consent-category-${category}`;
}
export const categoryDescriptionId = (category: ConsentCategory) => `${categoryInputId(category)}-description`;

/** Article headings must not take these. */
export const CONSENT_IDS: readonly string[] = [
  CONSENT_BANNER_ID,
  CONSENT_BANNER_TITLE_ID,
  CONSENT_PREFERENCES_ID,
  CONSENT_PREFERENCES_TITLE_ID,
  ...CONSENT_CATEGORIES.flatMap((category) => [categoryInputId(category), categoryDescriptionId(category)]),
];

const CONSENT_ACTIONS = ['accept-all', 'reject-all', 'customise', 'save', 'cancel', 'reopen'] as const;
export type ConsentAction = (typeof CONSENT_ACTIONS)[number];

export function isConsentAction(value: unknown): value is ConsentAction {
  return (CONSENT_ACTIONS as readonly unknown[]).includes(value);
}

/** Each checkbox's value is its category. */
export const CATEGORY_INPUT_NAME = 'consent-category';

export function consentAction(action: ConsentAction): { 'data-consent-action': ConsentAction } {
  return { 'data-consent-action': action };
}

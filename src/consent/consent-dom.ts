/**
 * What the prerendered banner and preferences dialog (consent-banner.tsx,
 * consent-preferences.tsx) carry and the starter's controls (consent-controls.ts) look for.
 */
import { CONSENT_CATEGORIES, type ConsentCategory } from './categories';

export const CONSENT_BANNER_ID = 'consent-banner';
export const CONSENT_PREFERENCES_ID = 'consent-preferences';
/** The headings that label the banner and the dialog. */
export const CONSENT_BANNER_TITLE_ID = `${CONSENT_BANNER_ID}-title`;
export const CONSENT_PREFERENCES_TITLE_ID = `${CONSENT_PREFERENCES_ID}-title`;

/** The dialog's checkbox for a category, and the text describing it. */
export function categoryInputId(category: ConsentCategory): string {
  return `consent-category-${category}`;
}
export const categoryDescriptionId = (category: ConsentCategory) => `${categoryInputId(category)}-description`;

/** Every id the banner and the dialog put on a page (article headings must not take them). */
export const CONSENT_IDS: readonly string[] = [
  CONSENT_BANNER_ID,
  CONSENT_BANNER_TITLE_ID,
  CONSENT_PREFERENCES_ID,
  CONSENT_PREFERENCES_TITLE_ID,
  ...CONSENT_CATEGORIES.flatMap((category) => [categoryInputId(category), categoryDescriptionId(category)]),
];

/** A button's job, in its `data-consent-action` attribute. */
const CONSENT_ACTIONS = ['accept-all', 'reject-all', 'customise', 'save', 'cancel', 'reopen'] as const;
export type ConsentAction = (typeof CONSENT_ACTIONS)[number];

export function isConsentAction(value: unknown): value is ConsentAction {
  return (CONSENT_ACTIONS as readonly unknown[]).includes(value);
}

/** The name of the preferences dialog's checkboxes; each one's value is its category. */
export const CATEGORY_INPUT_NAME = 'consent-category';

/** The attributes of a button that does `action` (spread onto a `<button>`). */
export function consentAction(action: ConsentAction): { 'data-consent-action': ConsentAction } {
  return { 'data-consent-action': action };
}

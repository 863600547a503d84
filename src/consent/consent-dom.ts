/**
 * What the prerendered banner and preferences dialog (consent-banner.tsx,
 * consent-preferences.tsx) carry and the starter's controls (consent-controls.ts) look for.
 */
export const CONSENT_BANNER_ID = 'consent-banner';
export const CONSENT_PREFERENCES_ID = 'consent-preferences';

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

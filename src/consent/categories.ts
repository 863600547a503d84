/** Apart from the registry so the starter, which reads a stored choice on every page, does not bundle the site's configuration. */
export const CONSENT_CATEGORIES = ['technical', 'media'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** Technical storage needs no consent and is always on. */
export const OPTIONAL_CATEGORIES = ['media'] as const satisfies readonly ConsentCategory[];
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number];

/** A stored choice of another version is asked again. */
export const CONSENT_VERSION = OPTIONAL_CATEGORIES.join('+');

/** Not asked again before (Garante guidelines, 10 June 2021: six months). */
export const CONSENT_LIFETIME_DAYS = 183;

export const CONSENT_STORAGE_KEY = 'talvera-consent';

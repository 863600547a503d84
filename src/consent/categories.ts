/**
 * The consent categories and how a choice is kept, apart from the registry's providers and
 * storage list: the starter script (src/start-app.ts) reads a stored choice on every page, and
 * this module keeps it from bundling the site's configuration to do so.
 */
export const CONSENT_CATEGORIES = ['technical', 'media'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** Categories the visitor chooses; technical storage needs no consent and is always on. */
export const OPTIONAL_CATEGORIES = ['media'] as const satisfies readonly ConsentCategory[];
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number];

/** Changes whenever the categories offered change: a stored choice of another version is asked again. */
export const CONSENT_VERSION = OPTIONAL_CATEGORIES.join('+');

/** A choice is kept this long and not asked again before (Garante, guidelines of 10 June 2021: six months). */
export const CONSENT_LIFETIME_DAYS = 183;

/** Where the visitor's choice is kept. */
export const CONSENT_STORAGE_KEY = 'talvera-consent';

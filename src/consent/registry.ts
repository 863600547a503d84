import { siteConfig } from '../config';
import { DETECTION_OPTIONS } from '../i18n/remember-language';

/**
 * What the site may store in a visitor's browser and which third parties a page may contact,
 * by consent category. The consent banner offers these categories and the cookie policy's
 * tables are generated from this list, so the two cannot drift. Adding a category (analytics,
 * say) changes `CONSENT_VERSION`, and every visitor is asked again.
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

/** A third party whose content a page embeds; nothing is requested from it before consent. */
export type EmbedProvider = {
  id: 'videoHost' | 'jobBoard';
  category: OptionalCategory;
  /** The provider's name as the click-to-load placeholder and the cookie policy show it. */
  name: string;
  /** The origin a page contacts once the visitor consents. */
  origin: string;
};

export const EMBED_PROVIDERS: readonly EmbedProvider[] = [
  {
    id: 'videoHost',
    category: 'media',
    name: siteConfig.embedProviders.videoHost,
    origin: new URL(siteConfig.teamVideos[0]).origin,
  },
  {
    id: 'jobBoard',
    category: 'media',
    name: siteConfig.embedProviders.jobBoard,
    origin: new URL(siteConfig.jobBoard.embedUrl).origin,
  },
];

/**
 * One cookie or storage key the site itself sets. Its purpose and lifetime are written in the
 * UI strings (`consent.storage.<id>.purpose`, `.lifetime`), in both languages.
 */
export type StorageEntry = {
  id: 'consentChoice' | 'languageChoice';
  /** The name the browser's developer tools show. */
  name: string;
  kind: 'cookie' | 'localStorage' | 'sessionStorage';
  category: ConsentCategory;
};

export const SITE_STORAGE: readonly StorageEntry[] = [
  { id: 'consentChoice', name: CONSENT_STORAGE_KEY, kind: 'localStorage', category: 'technical' },
  { id: 'languageChoice', name: DETECTION_OPTIONS.lookupLocalStorage, kind: 'localStorage', category: 'technical' },
];

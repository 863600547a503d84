import { siteConfig } from '../config';
import { DETECTION_OPTIONS } from '../i18n/remember-language';
import { CONSENT_STORAGE_KEY, type ConsentCategory, type OptionalCategory } from './categories';

/**
 * What the site may store in a visitor's browser and which third parties a page may contact,
 * by consent category. The consent banner offers these categories and the cookie policy's
 * tables are generated from this list, so the two cannot drift. Adding a category (analytics,
 * say) changes `CONSENT_VERSION`, and every visitor is asked again.
 */
export {
  CONSENT_CATEGORIES,
  CONSENT_LIFETIME_DAYS,
  CONSENT_STORAGE_KEY,
  CONSENT_VERSION,
  OPTIONAL_CATEGORIES,
  type ConsentCategory,
  type OptionalCategory,
} from './categories';

/** A third party whose content a page embeds; nothing is requested from it before consent. */
export type EmbedProvider = {
  id: 'videoHost' | 'jobBoard';
  category: OptionalCategory;
  /** The provider's name as the click-to-load placeholder and the cookie policy show it. */
  name: string;
  /** The origin a page contacts once the visitor consents. */
  origin: string;
  /** The provider's own privacy and cookie notice, which the cookie policy links (Garante, 10 June 2021). */
  policyUrl: string;
};

export const EMBED_PROVIDERS: readonly EmbedProvider[] = [
  {
    id: 'videoHost',
    category: 'media',
    name: siteConfig.embedProviders.videoHost,
    origin: siteConfig.videoHostOrigin,
    policyUrl: siteConfig.embedPolicyUrls.videoHost,
  },
  {
    id: 'jobBoard',
    category: 'media',
    name: siteConfig.embedProviders.jobBoard,
    origin: new URL(siteConfig.jobBoard.embedUrl).origin,
    policyUrl: siteConfig.embedPolicyUrls.jobBoard,
  },
];

/** The provider of one of the site's embeds. */
export function embedProvider(id: EmbedProvider['id']): EmbedProvider {
  const provider = EMBED_PROVIDERS.find((candidate) => candidate.id === id);
  if (!provider) throw new Error(`no embed provider "${id}"`);
  return provider;
}

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

import { siteConfig } from '../config';
import { DETECTION_OPTIONS } from '../i18n/remember-language';
import { CONSENT_STORAGE_KEY, type ConsentCategory, type OptionalCategory } from './categories';

/**
 * What the site may store and which third parties a page may contact, by consent category. The
 * banner and the cookie policy's tables come from here; a new category changes `CONSENT_VERSION`.
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

/** A third party a page embeds; nothing is requested from it before consent. */
export type EmbedProvider = {
  id: 'videoHost' | 'jobBoard';
  category: OptionalCategory;
  name: string;
  origin: string;
  /** The cookie policy links the provider's own notice (Garante, 10 June 2021). */
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

export function embedProvider(id: EmbedProvider['id']): EmbedProvider {
  const provider = EMBED_PROVIDERS.find((candidate) => candidate.id === id);
  if (!provider) throw new Error(`no embed provider "${id}"`);
  return provider;
}

/** A cookie or storage key the site sets; its purpose and lifetime are UI strings (`consent.storage.<id>.*`). */
export type StorageEntry = {
  id: 'consentChoice' | 'languageChoice';
  name: string;
  kind: 'cookie' | 'localStorage' | 'sessionStorage';
  category: ConsentCategory;
};

export const SITE_STORAGE: readonly StorageEntry[] = [
  { id: 'consentChoice', name: CONSENT_STORAGE_KEY, kind: 'localStorage', category: 'technical' },
  { id: 'languageChoice', name: DETECTION_OPTIONS.lookupLocalStorage, kind: 'localStorage', category: 'technical' },
];

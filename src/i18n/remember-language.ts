/**
 * The language detector's settings, shared by the `/` page's
 * redirect and the pages that remember the visitor's choice.
 */
export const DETECTION_OPTIONS = {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: 'lng',
  lookupCookie: 'i18next',
  lookupLocalStorage: 'i18nextLng',
  lookupSessionStorage: 'i18nextLng',
  caches: ['localStorage'],
};

/**
 * Stores the language of the page being read as the visitor's choice, where the detector's
 * cache would put it, so a later visit to `/` returns to it. Storage may be unavailable
 * (private modes, blocked cookies); the choice is then simply not remembered.
 */
export function rememberLanguage(language: string): void {
  try {
    window.localStorage.setItem(DETECTION_OPTIONS.lookupLocalStorage, language);
  } catch {
    // Nothing to do: remembering is a convenience.
  }
}

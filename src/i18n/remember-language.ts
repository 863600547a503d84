/** Shared by the `/` page's redirect and the pages that remember the visitor's choice. */
export const DETECTION_OPTIONS = {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: 'lng',
  lookupCookie: 'i18next',
  lookupLocalStorage: 'i18nextLng',
  lookupSessionStorage: 'i18nextLng',
  caches: ['localStorage'],
};

/** Stored where the detector's cache reads it, so a later visit to `/` returns to it; without storage, not remembered. */
export function rememberLanguage(language: string): void {
  try {
    window.localStorage.setItem(DETECTION_OPTIONS.lookupLocalStorage, language);
  } catch {
    // Remembering is a convenience.
  }
}

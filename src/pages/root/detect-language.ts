import LanguageDetector from 'i18next-browser-languagedetector';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../i18n/languages';
import { DETECTION_OPTIONS } from '../../i18n/remember-language';

/** Query `lng`, cookie, stored choice, session, browser languages, html tag; the first the site has wins, and is stored. */
export function detectLanguage(): Language {
  const detector = new LanguageDetector();
  detector.init({ languageUtils: {} }, DETECTION_OPTIONS);
  const found = detector.detect() ?? [];
  const codes = Array.isArray(found) ? found : [found];
  const language = codes.map((code) => code.toLowerCase().slice(0, 2)).find(isLanguage) ?? DEFAULT_LANGUAGE;
  detector.cacheUserLanguage(language);
  return language;
}

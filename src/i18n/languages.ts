/** Declared once: prefixes, `<html lang>`, hreflang, the sitemap and the content folders derive from it. */
export const LANGUAGES = ['en', 'it'] as const;

export type Language = (typeof LANGUAGES)[number];

/** Served at `/` when nothing else decides, and `hreflang="x-default"`. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** As the language menu shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', it: 'Italiano' };

export const LANGUAGE_LOCALES: Record<Language, string> = { en: 'en-GB', it: 'it-IT' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Its first segment, or the default language. */
export function languageFromPath(pathname: string): Language {
  const first = pathname.split('/').find((segment) => segment !== '');
  return isLanguage(first) ? first : DEFAULT_LANGUAGE;
}

export function otherLanguages(language: Language): Language[] {
  return LANGUAGES.filter((candidate) => candidate !== language);
}

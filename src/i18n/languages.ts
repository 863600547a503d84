/**
 * The site's languages, declared once. Path prefixes, `<html lang>`, hreflang, the sitemap,
 * the content folders and the e2e route list all derive from this list.
 */
export const LANGUAGES = ['en', 'it'] as const;

export type Language = (typeof LANGUAGES)[number];

/** Served at `/` when nothing else decides, and the target of `hreflang="x-default"`. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** The name of each language in its own language, as the language menu shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', it: 'Italiano' };

/** Locale used to format dates and numbers for each language. */
export const LANGUAGE_LOCALES: Record<Language, string> = { en: 'en-GB', it: 'it-IT' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language a path belongs to: its first segment, or the default language. */
export function languageFromPath(pathname: string): Language {
  const first = pathname.split('/').find((segment) => segment !== '');
  return isLanguage(first) ? first : DEFAULT_LANGUAGE;
}

/** The languages other than `language`, in declaration order. */
export function otherLanguages(language: Language): Language[] {
  return LANGUAGES.filter((candidate) => candidate !== language);
}

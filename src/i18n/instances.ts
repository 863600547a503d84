import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { StringTree } from '../content/schemas/locale';
import type { Language } from './languages';

/**
 * One i18next instance per language: pages render concurrently in the prerender, so no shared
 * instance switches language. Each language's strings are a chunk of their own.
 */
const stringLoaders: Record<Language, () => Promise<{ default: StringTree }>> = {
  en: () => import('../generated/locales/en'),
  it: () => import('../generated/locales/it'),
};

const instances = new Map<Language, i18n>();

/** Call before rendering that language. */
export async function loadLanguage(language: Language): Promise<i18n> {
  const existing = instances.get(language);
  if (existing) return existing;
  const { default: translation } = await stringLoaders[language]();
  const instance = createInstance({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  instance.use(initReactI18next);
  await instance.init();
  instances.set(language, instance);
  return instance;
}

export function languageInstance(language: Language): i18n {
  const instance = instances.get(language);
  if (!instance) throw new Error(`UI strings for "${language}" were not loaded before rendering`);
  return instance;
}

import { useTranslation } from 'react-i18next';
import { MenuButton } from '../../components/menu-button';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../i18n/languages';
import { rememberLanguage } from '../../i18n/remember-language';
import type { LanguageLinks } from '../../routes/route-data';

/** The items of a language switcher: each language's name, linking to this page in it. */
export function languageItems(language: Language, languageLinks: LanguageLinks) {
  return LANGUAGES.map((other) => ({
    href: languageLinks[other],
    label: LANGUAGE_NAMES[other],
    lang: other,
    current: other === language,
    onSelect: () => {
      rememberLanguage(other);
    },
  }));
}

/** Menu button offering English and Italiano; each leads to the current page's counterpart. */
export function LanguageMenu({ language, languageLinks }: { language: Language; languageLinks: LanguageLinks }) {
  const { t } = useTranslation();
  return (
    <MenuButton
      align="right"
      label={
        <>
          <span className="sr-only">{t('header.languageMenu')}: </span>
          {LANGUAGE_NAMES[language]}
        </>
      }
      items={languageItems(language, languageLinks)}
      buttonClassName="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:text-brand-700"
    />
  );
}

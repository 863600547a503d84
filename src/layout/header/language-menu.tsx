import { useTranslation } from '../../i18n/use-translation';
import { MenuButton } from '../../components/menu-button';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../i18n/languages';
import { rememberLanguage } from '../../i18n/remember-language';
import { usePageQuery } from '../../routes/page-query';
import { pageDefinition } from '../../routes/pages';
import { useRouteData, type LanguageLinks } from '../../routes/route-data';

/** On a `keepsQuery` page (a search, a filter) the links carry the query string, so the other language shows the same view. */
export function useLanguageItems(language: Language, languageLinks: LanguageLinks) {
  const pageId = useRouteData()?.pageId;
  const query = usePageQuery();
  const carried = pageId && pageDefinition(pageId).keepsQuery ? query : '';
  return LANGUAGES.map((other) => ({
    href: `${languageLinks[other]}${carried}`,
    label: LANGUAGE_NAMES[other],
    lang: other,
    current: other === language,
    onSelect: () => {
      rememberLanguage(other);
    },
  }));
}

export function LanguageMenu({ language, languageLinks }: { language: Language; languageLinks: LanguageLinks }) {
  const { t } = useTranslation();
  const items = useLanguageItems(language, languageLinks);
  return (
    <MenuButton
      align="right"
      label={
        <>
          <span className="sr-only">{t('header.languageMenu')}: </span>
          {LANGUAGE_NAMES[language]}
        </>
      }
      items={items}
      buttonClassName="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:text-brand-700"
    />
  );
}

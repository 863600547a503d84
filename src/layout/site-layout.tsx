import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { languageInstance } from '../i18n/instances';
import type { Language } from '../i18n/languages';
import { rememberLanguage } from '../i18n/remember-language';
import { RouteDataScript, useRouteData, type LanguageLinks } from '../routes/route-data';
import { pathTo } from '../routes/paths';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './header/site-header';
import { SkipLink } from './skip-link';
import { ConsentBanner } from '../consent/consent-banner';
import { ConsentPreferences } from '../consent/consent-preferences';

function useLanguageLinks(): LanguageLinks {
  return useRouteData()?.languageLinks ?? { en: pathTo('home', 'en'), it: pathTo('home', 'it') };
}

/** The consent banner comes right after the skip link, so keyboard and screen-reader users meet it first. */
export function SiteLayout({ language, children }: { language: Language; children: ReactNode }) {
  const languageLinks = useLanguageLinks();
  useEffect(() => {
    rememberLanguage(language);
  }, [language]);
  return (
    <I18nextProvider i18n={languageInstance(language)}>
      <SkipLink />
      <ConsentBanner language={language} />
      <SiteHeader language={language} languageLinks={languageLinks} />
      <main id="main-content" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter language={language} />
      <ConsentPreferences />
      <RouteDataScript />
    </I18nextProvider>
  );
}

import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { ButtonLink } from '../../components/button-link';
import type { Language } from '../../i18n/languages';
import { PageHead } from '../../layout/page-head';
import { familyFallbackRedirect } from '../../routes/family-fallback';
import { reportMissingPage } from './report-missing-page';

/** Served by the CDN at every unknown address; it reports the address to the server. */
export function NotFoundPage({ language }: { language: Language }) {
  const { t } = useTranslation();

  useEffect(() => {
    const { pathname, search } = window.location;
    const articleList = familyFallbackRedirect(pathname);
    if (articleList) {
      window.location.replace(articleList);
      return;
    }
    console.warn(`Page not found: ${pathname}`);
    reportMissingPage(pathname + search, document.referrer);
  }, []);

  return (
    <>
      <PageHead language={language} title={t('notFound.meta.title')} description={t('notFound.meta.description')} />
      <div className="mx-auto flex min-h-[70vh] max-w-2xl flex-col items-center justify-center px-4 pt-32 pb-20 text-center">
        <p className="text-7xl font-extrabold text-brand-600">404</p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{t('notFound.title')}</h1>
        <p className="mt-4 text-lg text-slate-600">{t('notFound.explanation')}</p>
        <ButtonLink href="/" className="mt-8">
          {t('notFound.returnHome')}
        </ButtonLink>
      </div>
    </>
  );
}

import { ButtonLink, buttonClass } from '../../components/button-link';
import type { Language } from '../../i18n/languages';
import { useTranslation } from '../../i18n/use-translation';
import { PageHead } from '../../layout/page-head';
import { pathTo } from '../../routes/paths';
import { isAsking, type NewsletterOutcome } from './outcomes';

/** Where the newsletter mail's links lead (so `noindex`): what happened and what next, in the subscriber's language. */
export function NewsletterPage({ language, outcome }: { language: Language; outcome: NewsletterOutcome }) {
  const { t } = useTranslation();
  const key = `newsletter.pages.${outcome}` as const;
  return (
    <>
      <PageHead language={language} title={t(`${key}.meta.title`)} description={t(`${key}.meta.description`)} />
      <div className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-4 pt-32 pb-20 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t(`${key}.title`)}</h1>
        <p className="mt-4 text-lg text-slate-600">{t(`${key}.text`)}</p>
        {isAsking(outcome) ? (
          // No action: it posts to the link's own address, which the server answered; works before hydration.
          <form method="post" className="mt-8">
            <button type="submit" className={buttonClass('primary')}>
              {t(`newsletter.pages.${outcome}.submit`)}
            </button>
          </form>
        ) : (
          <ButtonLink href={pathTo('home', language)} className="mt-8">
            {t('newsletter.pages.home')}
          </ButtonLink>
        )}
      </div>
    </>
  );
}

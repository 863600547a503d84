import { ButtonLink, buttonClass } from '../../components/button-link';
import type { Language } from '../../i18n/languages';
import { useTranslation } from '../../i18n/use-translation';
import { PageHead } from '../../layout/page-head';
import { pathTo } from '../../routes/paths';
import { isAsking, type NewsletterOutcome } from './outcomes';

/**
 * Where a link of the newsletter's mail leads: first the page that asks for the press of a button
 * (confirm, unsubscribe), then confirmed, already confirmed, unsubscribed, or a link that has
 * expired or is not valid. Only those links lead here, so the page is `noindex` (route table) and
 * says what happened and what to do next, in the subscriber's language.
 */
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
          // No action: the form posts to the address the server answered this page at, the link
          // with its token (src/server/newsletter-link-handler.ts). It works before hydration.
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

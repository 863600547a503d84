import { PAGE_CONTAINER } from '../components/page-section';
import type { Language } from '../i18n/languages';
import { useTranslation } from '../i18n/use-translation';
import { cookiePolicyHref } from '../layout/navigation';
import { CONSENT_BANNER_ID, CONSENT_BANNER_TITLE_ID, consentAction } from './consent-dom';

/** Accept and Reject equally prominent, as the Garante requires: same size, colour, weight and width. */
const CHOICE_BUTTON =
  'inline-flex min-w-36 flex-1 items-center justify-center rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700 sm:flex-none';

/**
 * Fixed to the window's foot, so it never pushes the page and the page stays usable. Prerendered
 * hidden; the starter shows it and runs its buttons. The X refuses everything, as Reject all does.
 */
export function ConsentBanner({ language }: { language: Language }) {
  const { t } = useTranslation();
  return (
    <section
      id={CONSENT_BANNER_ID}
      aria-labelledby={CONSENT_BANNER_TITLE_ID}
      tabIndex={-1}
      hidden
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white shadow-[0_-4px_16px_rgb(15_23_42/0.08)] outline-none"
    >
      <div className={`${PAGE_CONTAINER} relative flex flex-col gap-3 py-4 md:flex-row md:items-center md:gap-8`}>
        <div className="pr-10 text-sm text-slate-700 md:pr-0">
          <p id={CONSENT_BANNER_TITLE_ID} className="font-semibold text-slate-900">
            {t('consent.banner.title')}
          </p>
          <p className="mt-1">
            {t('consent.banner.text')}{' '}
            <a href={cookiePolicyHref(language)} className="font-medium text-brand-700 underline">
              {t('consent.banner.policy')}
            </a>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3 md:shrink-0 md:pr-10">
          <button type="button" {...consentAction('reject-all')} className={CHOICE_BUTTON}>
            {t('consent.banner.rejectAll')}
          </button>
          <button type="button" {...consentAction('accept-all')} className={CHOICE_BUTTON}>
            {t('consent.banner.acceptAll')}
          </button>
          <button
            type="button"
            {...consentAction('customise')}
            aria-haspopup="dialog"
            className="hover:text-brand-800 px-2 py-2 text-sm font-semibold text-brand-700 underline"
          >
            {t('consent.banner.customise')}
          </button>
        </div>
        <button
          type="button"
          {...consentAction('reject-all')}
          aria-label={t('consent.banner.close')}
          className="absolute top-3 right-3 flex size-9 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900 sm:right-5 lg:right-7"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
            <path stroke="currentColor" strokeLinecap="round" strokeWidth="2" d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
    </section>
  );
}

import { applicationRetentionMonths, demoRequestRetentionMonths, legalName } from '../generated/company';
import { useTranslation } from '../i18n/use-translation';
import { isLanguage } from '../i18n/languages';
import { privacyPolicyHref } from '../layout/navigation';

/** Each says who receives the form's data, why, and how long it is kept. */
type NoticeKey = 'demoForm.privacyNotice' | 'candidateApplication.privacyNotice' | 'newsletter.consent';

/** The retention periods come from content/company.yaml, as in the privacy policy, so the two cannot disagree. */
export function PrivacyNotice({ textKey }: { textKey: NoticeKey }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <p className="mt-3 text-xs leading-5 text-slate-600">
      {t(textKey, {
        legalName,
        applicationMonths: applicationRetentionMonths,
        demoRequestMonths: demoRequestRetentionMonths,
      })}{' '}
      <a href={privacyPolicyHref(language)} className="hover:text-brand-800 font-medium text-brand-700 underline">
        {t('common.privacyPolicyLink')}
      </a>
    </p>
  );
}

import { applicationRetentionMonths, demoRequestRetentionMonths, legalName } from '../generated/company';
import { useTranslation } from '../i18n/use-translation';
import { isLanguage } from '../i18n/languages';
import { privacyPolicyHref } from '../layout/navigation';

/** Which form the notice is for: each says who receives its data, why, and how long it is kept. */
type NoticeKey = 'demoForm.privacyNotice' | 'candidateApplication.privacyNotice' | 'newsletter.consent';

/**
 * The short privacy notice under a form's send button, with a link to the privacy policy. The
 * retention periods are the company's facts (content/company.yaml), which the privacy policy
 * states through the same fields, so the two cannot disagree.
 */
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

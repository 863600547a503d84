import { useRef } from 'react';
import { siteConfig } from '../../config';
import type { FormNoticeTexts } from '../../forms/answer-notice';
import { FormField } from '../../forms/form-field';
import { FormNotifications } from '../../forms/form-notifications';
import { jsonRequest } from '../../forms/form-request';
import { HoneypotField, honeypotFilled } from '../../forms/honeypot-field';
import { EMPTY_NEWSLETTER, newsletterSchema } from '../../forms/newsletter';
import { PrivacyNotice } from '../../forms/privacy-notice';
import { isOkStatus } from '../../forms/send-form';
import { SubmitButton } from '../../forms/submit-button';
import { useFormController } from '../../forms/use-form-controller';
import type { Language } from '../../i18n/languages';
import { useTranslation } from '../../i18n/use-translation';

const NOTICE_TEXTS: FormNoticeTexts = {
  failed: { title: { key: 'newsletter.failure' }, description: { key: 'newsletter.failureDesc' } },
  unreachable: { title: { key: 'newsletter.error' }, description: { key: 'newsletter.errorDesc' } },
  tooLarge: { title: { key: 'newsletter.tooLarge' }, description: { key: 'newsletter.tooLargeDesc' } },
};

/** Pages with the demo or application form have a second notification region. */
const TOASTER_ID = 'newsletter';

/** The double opt-in's first step: the endpoint mails a link that confirms. */
export function NewsletterForm({ language }: { language: Language }) {
  const { t } = useTranslation();
  const honeypot = useRef<HTMLInputElement>(null);
  const { id, status, onSubmit, field, control, submitButton } = useFormController({
    schema: newsletterSchema,
    empty: EMPTY_NEWSLETTER,
    fields: ['email'],
    label: () => 'newsletter.email',
    endpoint: siteConfig.newsletterEndpoint,
    request: (values) => jsonRequest({ ...values, language }),
    sent: isOkStatus,
    notices: NOTICE_TEXTS,
    success: { title: 'newsletter.sent', description: 'newsletter.sentDesc' },
    discard: () => honeypotFilled(honeypot),
    toasterId: TOASTER_ID,
  });
  return (
    <section aria-labelledby={`${id}-title`} className="relative max-w-xl">
      <FormNotifications id={TOASTER_ID} label="newsletter.notifications" />
      <h2 id={`${id}-title`} className="text-sm font-semibold text-slate-900">
        {t('newsletter.title')}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{t('newsletter.intro')}</p>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label={t('newsletter.label')}
        className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <div className="sm:flex-1">
          <FormField {...field('email')}>
            {(describedBy) => (
              <input {...control('email', describedBy)} type="email" autoComplete="email" aria-required="true" />
            )}
          </FormField>
        </div>
        <HoneypotField inputRef={honeypot} label={t('newsletter.honeypot')} />
        <SubmitButton
          buttonRef={submitButton}
          submitting={status === 'submitting'}
          className="py-2.5 sm:mt-7"
          label={t('newsletter.submit')}
          busyLabel={t('newsletter.submitting')}
        />
      </form>
      <PrivacyNotice textKey="newsletter.consent" />
    </section>
  );
}

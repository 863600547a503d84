import { useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { siteConfig } from '../../config';
import type { FormNoticeTexts } from '../../forms/answer-notice';
import { demoRequestSchema, EMPLOYEE_BANDS, EMPTY_DEMO_REQUEST } from '../../forms/demo-request';
import { FormField } from '../../forms/form-field';
import { FormNotifications } from '../../forms/form-notifications';
import { jsonRequest } from '../../forms/form-request';
import { HoneypotField, honeypotFilled } from '../../forms/honeypot-field';
import { PrivacyNotice } from '../../forms/privacy-notice';
import { isOkStatus } from '../../forms/send-form';
import { SubmitButton } from '../../forms/submit-button';
import { useFormController } from '../../forms/use-form-controller';
import { RequestReceived } from './request-received';

const NOTICE_TEXTS: FormNoticeTexts = {
  failed: { title: { key: 'demoForm.form.failure' }, description: { key: 'demoForm.form.failureDesc' } },
  unreachable: { title: { key: 'demoForm.form.error' }, description: { key: 'demoForm.form.errorDesc' } },
  tooLarge: { title: { key: 'demoForm.form.tooLarge' }, description: { key: 'demoForm.form.tooLargeDesc' } },
};

/** On the home and demo pages; on failure every value stays and the notification or field message says what happened. */
export function DemoRequestForm() {
  const { t } = useTranslation();
  const honeypot = useRef<HTMLInputElement>(null);
  const { status, backToForm, onSubmit, field, control, submitButton } = useFormController({
    schema: demoRequestSchema,
    empty: EMPTY_DEMO_REQUEST,
    fields: ['name', 'email', 'company', 'employees', 'phone', 'message'],
    label: (name) => `demoForm.fields.${name}`,
    endpoint: siteConfig.demoEndpoint,
    request: jsonRequest,
    sent: isOkStatus,
    notices: NOTICE_TEXTS,
    success: { title: 'demoForm.form.success', description: 'demoForm.form.successDesc' },
    discard: () => honeypotFilled(honeypot),
  });
  return (
    <div className="relative">
      <FormNotifications />
      {status === 'sent' ? (
        <RequestReceived onAnother={backToForm} />
      ) : (
        <form noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2" aria-label={t('demoForm.label')}>
          <FormField {...field('name')}>
            {(describedBy) => (
              <input {...control('name', describedBy)} type="text" autoComplete="name" aria-required="true" />
            )}
          </FormField>
          <FormField {...field('email')}>
            {(describedBy) => (
              <input {...control('email', describedBy)} type="email" autoComplete="email" aria-required="true" />
            )}
          </FormField>
          <FormField {...field('company')}>
            {(describedBy) => (
              <input
                {...control('company', describedBy)}
                type="text"
                autoComplete="organization"
                aria-required="true"
              />
            )}
          </FormField>
          <FormField {...field('employees')}>
            {(describedBy) => (
              // Selected in the HTML too: else the browser shows the first band until the code runs.
              <select
                {...control('employees', describedBy)}
                defaultValue={EMPTY_DEMO_REQUEST.employees}
                aria-required="true"
              >
                <option value="" disabled>
                  {t('demoForm.fields.employeesPlaceholder')}
                </option>
                {EMPLOYEE_BANDS.map((band) => (
                  <option key={band} value={band}>
                    {t('demoForm.fields.employeesBand', { band })}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField {...field('phone')} hint={t('demoForm.fields.phoneHint')}>
            {(describedBy) => (
              <input {...control('phone', describedBy)} type="tel" inputMode="numeric" autoComplete="tel" />
            )}
          </FormField>
          <div className="sm:col-span-2">
            <FormField {...field('message')}>
              {(describedBy) => <textarea {...control('message', describedBy)} rows={4} />}
            </FormField>
          </div>
          <HoneypotField inputRef={honeypot} label={t('demoForm.honeypot')} />
          <div className="sm:col-span-2">
            <SubmitButton
              buttonRef={submitButton}
              submitting={status === 'submitting'}
              className="w-full py-3 sm:w-auto"
              label={t('demoForm.submit')}
              busyLabel={t('demoForm.submitting')}
            />
            <p className="mt-3 text-sm text-slate-600">{t('demoForm.requiredNote')}</p>
            <PrivacyNotice textKey="demoForm.privacyNotice" />
          </div>
        </form>
      )}
    </div>
  );
}

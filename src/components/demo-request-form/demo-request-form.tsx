import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useId, useRef } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast, Toaster } from 'sonner';
import { siteConfig } from '../../config';
import {
  demoRequestSchema,
  EMPLOYEE_BANDS,
  EMPTY_DEMO_REQUEST,
  type DemoRequest,
  type DemoRequestDraft,
} from '../../forms/demo-request';
import { FormField, inputClass } from '../../forms/form-field';
import { HoneypotField, honeypotFilled } from '../../forms/honeypot-field';
import { matchFieldErrors, type FormNoticeTexts } from '../../forms/answer-notice';
import { isOkStatus, sendForm } from '../../forms/send-form';
import { useAnswerNotice } from '../../forms/use-answer-notice';
import { useFormSubmission } from '../../forms/use-form-submission';
import { useIdempotencyKey } from '../../forms/use-idempotency-key';
import type { TranslationKey } from '../../i18n/translation-key';
import { RequestReceived } from './request-received';

/** The fields in the order they appear: the first one the server refused gets the focus. */
const FIELDS = ['name', 'email', 'company', 'employees', 'phone', 'message'] as const;

const NOTICE_TEXTS: FormNoticeTexts = {
  failed: { title: { key: 'demoForm.form.failure' }, description: { key: 'demoForm.form.failureDesc' } },
  unreachable: { title: { key: 'demoForm.form.error' }, description: { key: 'demoForm.form.errorDesc' } },
  tooLarge: { title: { key: 'demoForm.form.tooLarge' }, description: { key: 'demoForm.form.tooLargeDesc' } },
};

/**
 * The demo request form (site-core.md §3–5), on the home and demo pages. It posts JSON to the
 * configured endpoint; on failure every value stays where the visitor typed it, and the
 * notification (or, for a 400, the message under each refused field) says what happened.
 */
export function DemoRequestForm() {
  const { t } = useTranslation();
  const id = useId();
  const honeypot = useRef<HTMLInputElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    watch,
    formState: { errors },
  } = useForm<DemoRequestDraft, unknown, DemoRequest>({
    // The draft differs from the schema's input only by the unselected size band, which is
    // exactly what the schema rejects with its message.
    resolver: zodResolver(demoRequestSchema) as unknown as Resolver<DemoRequestDraft, unknown, DemoRequest>,
    defaultValues: EMPTY_DEMO_REQUEST,
  });

  const { status, submit, backToForm } = useFormSubmission(
    useCallback(() => {
      setFocus('name');
    }, [setFocus]),
    useCallback(() => {
      submitButton.current?.focus();
    }, []),
  );

  const idempotencyKey = useIdempotencyKey(watch);
  const { showFailure, clearFailure, knownKey } = useAnswerNotice(`${id}-answer`, NOTICE_TEXTS);

  const send = async (request: DemoRequest) => {
    const answer = await submit(() =>
      honeypotFilled(honeypot)
        ? Promise.resolve({ kind: 'sent' as const })
        : sendForm(siteConfig.demoEndpoint, {
            body: JSON.stringify(request),
            headers: { 'Content-Type': 'application/json' },
            idempotencyKey: idempotencyKey.current(),
            sent: isOkStatus,
          }),
    );
    if (!answer) return;
    if (answer.kind === 'sent') {
      idempotencyKey.renew();
      reset(EMPTY_DEMO_REQUEST);
      clearFailure();
      toast.success(t('demoForm.form.success'), { description: t('demoForm.form.successDesc') });
    } else if (answer.kind === 'invalid') {
      const { matched, unmatched } = matchFieldErrors(answer.errors, FIELDS, knownKey);
      for (const [name, key] of matched) setError(name, { type: 'server', message: key });
      if (matched[0]) setFocus(matched[0][0]);
      showFailure(answer, unmatched);
    } else {
      showFailure(answer);
    }
  };

  const errorText = (field: keyof DemoRequest) => {
    const key = errors[field]?.message;
    return key ? t(key as TranslationKey) : undefined;
  };
  const field = (name: keyof DemoRequest) => ({
    id: `${id}-${name}`,
    label: t(`demoForm.fields.${name}`),
    error: errorText(name),
  });
  return (
    <div className="relative">
      <Toaster position="top-center" richColors closeButton containerAriaLabel={t('demoForm.notifications')} />
      {status === 'sent' ? (
        <RequestReceived onAnother={backToForm} />
      ) : (
        <form
          noValidate
          onSubmit={(event) => void handleSubmit(send)(event)}
          className="grid gap-5 sm:grid-cols-2"
          aria-label={t('demoForm.label')}
        >
          <FormField {...field('name')}>
            {(describedBy) => (
              <input
                {...register('name')}
                id={`${id}-name`}
                type="text"
                autoComplete="name"
                aria-required="true"
                aria-invalid={Boolean(errors.name)}
                aria-describedby={describedBy}
                className={inputClass}
              />
            )}
          </FormField>
          <FormField {...field('email')}>
            {(describedBy) => (
              <input
                {...register('email')}
                id={`${id}-email`}
                type="email"
                autoComplete="email"
                aria-required="true"
                aria-invalid={Boolean(errors.email)}
                aria-describedby={describedBy}
                className={inputClass}
              />
            )}
          </FormField>
          <FormField {...field('company')}>
            {(describedBy) => (
              <input
                {...register('company')}
                id={`${id}-company`}
                type="text"
                autoComplete="organization"
                aria-required="true"
                aria-invalid={Boolean(errors.company)}
                aria-describedby={describedBy}
                className={inputClass}
              />
            )}
          </FormField>
          <FormField {...field('employees')}>
            {(describedBy) => (
              <select
                {...register('employees')}
                id={`${id}-employees`}
                aria-required="true"
                aria-invalid={Boolean(errors.employees)}
                aria-describedby={describedBy}
                className={inputClass}
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
              <input
                {...register('phone')}
                id={`${id}-phone`}
                type="tel"
                inputMode="numeric"
                autoComplete="tel"
                aria-invalid={Boolean(errors.phone)}
                aria-describedby={describedBy}
                className={inputClass}
              />
            )}
          </FormField>
          <div className="sm:col-span-2">
            <FormField {...field('message')}>
              {(describedBy) => (
                <textarea
                  {...register('message')}
                  id={`${id}-message`}
                  rows={4}
                  aria-invalid={Boolean(errors.message)}
                  aria-describedby={describedBy}
                  className={inputClass}
                />
              )}
            </FormField>
          </div>
          <HoneypotField inputRef={honeypot} label={t('demoForm.honeypot')} />
          <div className="sm:col-span-2">
            <button
              ref={submitButton}
              type="submit"
              disabled={status === 'submitting'}
              className="w-full rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
            >
              {t(status === 'submitting' ? 'demoForm.submitting' : 'demoForm.submit')}
            </button>
            <p className="mt-3 text-sm text-slate-600">{t('demoForm.requiredNote')}</p>
          </div>
        </form>
      )}
    </div>
  );
}

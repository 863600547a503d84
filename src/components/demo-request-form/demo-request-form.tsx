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
import { sendForm } from '../../forms/send-form';
import { useFormSubmission } from '../../forms/use-form-submission';
import type { TranslationKey } from '../../i18n/translation-key';
import { RequestReceived } from './request-received';

/**
 * The demo request form (site-core.md §3–5), on the home and demo pages. It posts JSON to the
 * configured endpoint; on failure every value stays where the visitor typed it.
 */
export function DemoRequestForm() {
  const { t } = useTranslation();
  const id = useId();
  const honeypot = useRef<HTMLInputElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
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
  );

  const send = async (request: DemoRequest) => {
    const outcome = await submit(() =>
      honeypotFilled(honeypot)
        ? Promise.resolve('ok' as const)
        : sendForm(siteConfig.demoEndpoint, {
            body: JSON.stringify(request),
            headers: { 'Content-Type': 'application/json' },
          }),
    );
    if (outcome === 'ok') {
      reset(EMPTY_DEMO_REQUEST);
      toast.success(t('demoForm.form.success'), { description: t('demoForm.form.successDesc') });
    } else if (outcome === 'failed') {
      toast.error(t('demoForm.form.failure'), { description: t('demoForm.form.failureDesc') });
    } else if (outcome === 'error') {
      toast.error(t('demoForm.form.error'), { description: t('demoForm.form.errorDesc') });
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

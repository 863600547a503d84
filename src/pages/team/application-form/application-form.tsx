import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast, Toaster } from 'sonner';
import { siteConfig } from '../../../config';
import {
  candidateApplicationSchema,
  EMPTY_APPLICATION,
  POSITION_SUGGESTIONS,
  type CandidateApplication,
  type CandidateApplicationInput,
} from '../../../forms/candidate-application';
import { FormField, inputClass } from '../../../forms/form-field';
import { resumeProblem } from '../../../forms/resume-file';
import { sendForm } from '../../../forms/send-form';
import { useFormSubmission } from '../../../forms/use-form-submission';
import type { TranslationKey } from '../../../i18n/translation-key';
import { ApplicationReceived } from './application-received';
import { buildApplicationBody } from './build-application-body';
import { ResumePicker } from './resume-picker';

/** site-core.md §7: only HTTP 200 counts as sent. */
const SENT_STATUSES = [200];

/**
 * The candidate application (id `application-form`): text fields validated by the shared schema,
 * an optional résumé, sent as multipart/form-data. On failure every value and the file stay.
 */
export function ApplicationForm() {
  const { t } = useTranslation();
  const id = useId();
  const [resume, setResume] = useState<File | null>(null);
  const [resumeError, setResumeError] = useState<TranslationKey | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<CandidateApplicationInput, unknown, CandidateApplication>({
    resolver: zodResolver(candidateApplicationSchema),
    defaultValues: EMPTY_APPLICATION,
  });

  const { status, submit } = useFormSubmission(
    useCallback(() => {
      setFocus('name');
    }, [setFocus]),
  );

  const clearResume = () => {
    setResume(null);
    if (fileInput.current) fileInput.current.value = '';
  };
  const chooseResume = (file: File | null) => {
    const problem = file ? resumeProblem(file) : null;
    setResumeError(problem);
    if (problem || !file) clearResume();
    else setResume(file);
  };

  const send = async (application: CandidateApplication) => {
    const outcome = await submit(() =>
      sendForm(siteConfig.applicationEndpoint, { body: buildApplicationBody(application, resume) }, SENT_STATUSES),
    );
    if (outcome === 'ok') {
      reset(EMPTY_APPLICATION);
      clearResume();
      toast.success(t('teamPage.applicationForm.success'), { description: t('teamPage.applicationForm.successDesc') });
    } else if (outcome === 'failed') {
      toast.error(t('teamPage.applicationForm.failed'), { description: t('teamPage.applicationForm.failedDesc') });
    } else if (outcome === 'error') {
      toast.error(t('teamPage.applicationForm.error'), { description: t('teamPage.applicationForm.errorDesc') });
    }
  };

  const field = (name: keyof CandidateApplication) => {
    const key = errors[name]?.message;
    return {
      id: `${id}-${name}`,
      label: t(`candidateApplication.fields.${name}`),
      error: key ? t(key as TranslationKey) : undefined,
    };
  };
  const control = (name: keyof CandidateApplication, describedBy: string | undefined) => ({
    ...register(name),
    id: `${id}-${name}`,
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': describedBy,
    className: inputClass,
  });

  return (
    <div id="application-form" className="relative">
      <Toaster position="top-center" richColors closeButton containerAriaLabel={t('demoForm.notifications')} />
      {status === 'sent' ? (
        <ApplicationReceived />
      ) : (
        <form
          noValidate
          onSubmit={(event) => void handleSubmit(send)(event)}
          aria-label={t('candidateApplication.label')}
          className="grid gap-5 sm:grid-cols-2"
        >
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
          <FormField {...field('phone')}>
            {(describedBy) => <input {...control('phone', describedBy)} type="tel" autoComplete="tel" />}
          </FormField>
          <FormField {...field('position')} hint={t('candidateApplication.positionHint')}>
            {(describedBy) => (
              <input {...control('position', describedBy)} type="text" list={`${id}-positions`} aria-required="true" />
            )}
          </FormField>
          <datalist id={`${id}-positions`}>
            {POSITION_SUGGESTIONS.map((position) => (
              <option key={position} value={t(`candidateApplication.positions.${position}`)} />
            ))}
          </datalist>
          <div className="sm:col-span-2">
            <FormField {...field('message')}>
              {(describedBy) => <textarea {...control('message', describedBy)} rows={4} />}
            </FormField>
          </div>
          <div className="sm:col-span-2">
            <ResumePicker
              file={resume}
              error={resumeError ? t(resumeError) : undefined}
              onChoose={chooseResume}
              onRemove={clearResume}
              inputRef={fileInput}
            />
          </div>
          <div className="sm:col-span-2">
            <button
              type="submit"
              disabled={status === 'submitting'}
              className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
            >
              {t(status === 'submitting' ? 'candidateApplication.submitting' : 'candidateApplication.submit')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}

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
import { matchFieldErrors, type FormNoticeTexts } from '../../../forms/answer-notice';
import type { UploadProgress as Progress } from '../../../forms/post-form';
import { RESUME_MAX_BYTES, resumeProblem } from '../../../forms/resume-file';
import { sendForm } from '../../../forms/send-form';
import { submitTimeoutMs } from '../../../forms/submit-timeout';
import { useAnswerNotice } from '../../../forms/use-answer-notice';
import { useFormSubmission } from '../../../forms/use-form-submission';
import { useIdempotencyKey } from '../../../forms/use-idempotency-key';
import type { TranslationKey } from '../../../i18n/translation-key';
import { ApplicationReceived } from './application-received';
import { buildApplicationBody } from './build-application-body';
import { ResumePicker } from './resume-picker';
import { UploadProgress } from './upload-progress';

/** site-core.md §7: only HTTP 200 counts as sent. */
const isSent = (status: number) => status === 200;

/** The fields in the order they appear: the first one the server refused gets the focus. */
const FIELDS = ['name', 'email', 'phone', 'position', 'message', 'resume'] as const;

const NOTICE_TEXTS: FormNoticeTexts = {
  failed: {
    title: { key: 'teamPage.applicationForm.failed' },
    description: { key: 'teamPage.applicationForm.failedDesc' },
  },
  unreachable: {
    title: { key: 'teamPage.applicationForm.error' },
    description: { key: 'teamPage.applicationForm.errorDesc' },
  },
  tooLarge: {
    title: { key: 'candidateApplication.tooLargeTitle' },
    description: { key: 'candidateApplication.tooLargeDesc' },
  },
  // A 413 without its limit: the résumé's limit is what the visitor can act on.
  fallbackLimitBytes: RESUME_MAX_BYTES,
};

/**
 * The candidate application (id `application-form`): text fields validated by the shared schema,
 * an optional résumé, sent as multipart/form-data with its upload's progress shown. On failure
 * every value and the file stay, and the notification (or, for a 400, the message under each
 * refused field) says what happened.
 */
export function ApplicationForm() {
  const { t } = useTranslation();
  const id = useId();
  const [resume, setResume] = useState<File | null>(null);
  const [resumeError, setResumeError] = useState<TranslationKey | null>(null);
  const [upload, setUpload] = useState<Progress | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    watch,
    formState: { errors },
  } = useForm<CandidateApplicationInput, unknown, CandidateApplication>({
    resolver: zodResolver(candidateApplicationSchema),
    defaultValues: EMPTY_APPLICATION,
  });

  const { status, submit } = useFormSubmission(
    useCallback(() => {
      setFocus('name');
    }, [setFocus]),
    useCallback(() => {
      submitButton.current?.focus();
    }, []),
  );

  const idempotencyKey = useIdempotencyKey(watch);
  const { showFailure, clearFailure, knownKey } = useAnswerNotice(`${id}-answer`, NOTICE_TEXTS);

  const clearResume = () => {
    idempotencyKey.renew();
    setResume(null);
    if (fileInput.current) fileInput.current.value = '';
  };
  const chooseResume = (file: File | null) => {
    const problem = file ? resumeProblem(file) : null;
    setResumeError(problem);
    if (problem || !file) clearResume();
    else {
      idempotencyKey.renew();
      setResume(file);
    }
  };

  const send = async (application: CandidateApplication) => {
    if (resume) setUpload({ loaded: 0, total: undefined });
    const answer = await submit(() =>
      sendForm(siteConfig.applicationEndpoint, {
        body: buildApplicationBody(application, resume),
        idempotencyKey: idempotencyKey.current(),
        sent: isSent,
        timeoutMs: submitTimeoutMs(resume?.size ?? 0),
        ...(resume ? { onUploadProgress: setUpload } : {}),
      }),
    );
    setUpload(null);
    if (!answer) return;
    if (answer.kind === 'sent') {
      idempotencyKey.renew();
      reset(EMPTY_APPLICATION);
      clearResume();
      clearFailure();
      toast.success(t('teamPage.applicationForm.success'), { description: t('teamPage.applicationForm.successDesc') });
    } else if (answer.kind === 'invalid') {
      const { matched, unmatched } = matchFieldErrors(answer.errors, FIELDS, knownKey);
      for (const [name, key] of matched) {
        if (name === 'resume') setResumeError(key);
        else setError(name, { type: 'server', message: key });
      }
      const first = matched[0]?.[0];
      if (first === 'resume') fileInput.current?.focus();
      else if (first) setFocus(first);
      showFailure(answer, unmatched);
    } else {
      showFailure(answer);
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
          {upload ? <UploadProgress progress={upload} /> : null}
          <div className="sm:col-span-2">
            <button
              ref={submitButton}
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

import { useId, type RefObject } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { RESUME_ACCEPT, RESUME_MAX_MEGABYTES } from '../../../forms/resume-file';

type ResumePickerProps = {
  file: File | null;
  error: string | undefined;
  onChoose: (file: File | null) => void;
  onRemove: () => void;
  inputRef: RefObject<HTMLInputElement | null>;
};

/** A real file input (keyboard and screen readers use it as is) shown as an "Attach Resume" button. */
export function ResumePicker({ file, error, onChoose, onRemove, inputRef }: ResumePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div>
      <p className="block text-sm font-medium text-slate-900">{t('candidateApplication.resume')}</p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={RESUME_ACCEPT}
          aria-describedby={describedBy}
          aria-invalid={Boolean(error)}
          onChange={(event) => {
            onChoose(event.target.files?.[0] ?? null);
          }}
          className="peer sr-only"
        />
        <label
          htmlFor={id}
          className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 hover:border-brand-600"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4">
            <path
              fill="currentColor"
              d="M13.5 4.5 7 11a1.5 1.5 0 0 0 2.1 2.1l6-6a3 3 0 0 0-4.2-4.2l-6.4 6.4a4.5 4.5 0 0 0 6.4 6.4L16 10.6l-1.1-1-5.1 5.1a3 3 0 1 1-4.2-4.2L12 4.1a1.5 1.5 0 1 1 2.1 2.1l-6 6-.1-.1 6.5-6.5z"
            />
          </svg>
          {file ? t('candidateApplication.resumeAttached') : t('candidateApplication.attachResume')}
        </label>
        {file ? (
          <>
            <span className="text-sm text-slate-700" data-testid="resume-name">
              {file.name}
            </span>
            <button
              type="button"
              onClick={onRemove}
              className="text-sm font-semibold text-red-700 underline underline-offset-2"
            >
              {t('candidateApplication.removeResume')}
            </button>
          </>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {t('candidateApplication.resumeHint', { megabytes: RESUME_MAX_MEGABYTES })}
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

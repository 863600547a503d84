import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { UploadProgress as Progress } from '../../../forms/post-form';

/** Every percent would drown the screen reader. */
const ANNOUNCE_STEP = 25;

/** A labelled `<progress>` (indeterminate until the size is known) and a polite live region, in steps, then awaiting the answer. */
export function UploadProgress({ progress }: { progress: Progress }) {
  const { t } = useTranslation();
  const id = useId();
  const { loaded, total } = progress;
  const percent = total ? Math.min(100, Math.floor((loaded / total) * 100)) : undefined;
  const announced =
    percent === undefined
      ? ''
      : percent >= 100
        ? t('candidateApplication.uploadWaiting')
        : t('candidateApplication.uploadProgress', { percent: Math.floor(percent / ANNOUNCE_STEP) * ANNOUNCE_STEP });
  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {t('candidateApplication.uploadLabel')}
      </label>
      {percent === undefined ? (
        <progress id={id} className="mt-2 h-2 w-full accent-brand-600" />
      ) : (
        <progress id={id} value={percent} max={100} className="mt-2 h-2 w-full accent-brand-600" />
      )}
      <p role="status" className="mt-1 text-sm text-slate-600">
        {announced}
      </p>
    </div>
  );
}

import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { OutlineIcon } from '../outline-icon';

/** The confirmation that replaces the form after a successful send; it takes focus. */
export function RequestReceived({ onAnother }: { onAnother: () => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="rounded-2xl border border-teal-600/30 bg-teal-50 p-8 text-center">
      <OutlineIcon className="mx-auto size-12 text-teal-600" strokeWidth={2}>
        <circle cx="12" cy="12" r="10" />
        <path d="m7.5 12.5 3 3 6-6" />
      </OutlineIcon>
      <h3 ref={heading} tabIndex={-1} className="mt-4 text-2xl font-bold text-slate-900 outline-none">
        {t('demoForm.confirmation.title')}
      </h3>
      <p className="mt-2 text-slate-700">{t('demoForm.confirmation.text')}</p>
      <button
        type="button"
        onClick={onAnother}
        className="mt-6 rounded-full border border-slate-300 bg-white px-5 py-2 font-semibold text-slate-800 hover:border-brand-600"
      >
        {t('demoForm.confirmation.another')}
      </button>
    </div>
  );
}

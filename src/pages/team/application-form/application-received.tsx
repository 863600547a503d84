import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation';

/** The panel that replaces the application form after it was sent; it takes focus. */
export function ApplicationReceived() {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div role="status" className="rounded-2xl border border-teal-600/30 bg-teal-50 p-8 text-center">
      <h3 ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none">
        {t('teamPage.applicationForm.success')}
      </h3>
      <p className="mt-2 text-slate-700">{t('teamPage.applicationForm.successDesc')}</p>
    </div>
  );
}

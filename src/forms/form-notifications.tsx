import { useTranslation } from '../i18n/use-translation';
import { Toaster } from 'sonner';

/**
 * Where a form's notifications appear (sonner's region is `aria-live="polite"`, so they are
 * announced), labelled for screen readers. Each form renders its own, next to the form.
 */
export function FormNotifications() {
  const { t } = useTranslation();
  return <Toaster position="top-center" richColors closeButton containerAriaLabel={t('demoForm.notifications')} />;
}

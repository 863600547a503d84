import { useTranslation } from '../i18n/use-translation';
import { Toaster } from 'sonner';
import type { TranslationKey } from '../i18n/translation-key';

/**
 * Where a form's notifications appear (sonner's region is `aria-live="polite"`, so they are
 * announced), labelled for screen readers. Each form renders its own, next to the form. A form
 * that shares its page with another (the footer's newsletter) names its own region (`id`, the
 * controller's `toasterId`), so that each notification appears once.
 */
export function FormNotifications({ id, label = 'demoForm.notifications' }: { id?: string; label?: TranslationKey }) {
  const { t } = useTranslation();
  return (
    <Toaster
      {...(id === undefined ? {} : { id })}
      position="top-center"
      richColors
      closeButton
      containerAriaLabel={t(label)}
    />
  );
}

import { useTranslation } from '../i18n/use-translation';
import { Toaster } from 'sonner';
import type { TranslationKey } from '../i18n/translation-key';

/** A form's notification region, announced (`aria-live="polite"`) and labelled; a form sharing its page names its own (`id`), so each shows once. */
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

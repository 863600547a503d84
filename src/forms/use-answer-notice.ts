import { useTranslation } from '../i18n/use-translation';
import { notify } from './notify';
import { numberFormat } from '../i18n/intl-formatters';
import type { Language } from '../i18n/languages';
import type { TranslationKey } from '../i18n/translation-key';
import type { FormAnswer } from './form-answer';
import { answerNotice, type FormNoticeTexts, type KnownKey, type NoticeText } from './answer-notice';

/**
 * Shows a form's failures as an error notification (sonner's region is `aria-live="polite"`,
 * so it is announced). It stays until the visitor closes it or the form gets its next answer:
 * "try again in about 2 minutes" must still be there when they look for it. One notification
 * per form (`toastId`), so a new answer replaces the last instead of stacking.
 */
export function useAnswerNotice(toastId: string, texts: FormNoticeTexts, toasterId?: string) {
  const { t, i18n } = useTranslation();
  const say = ({ key, values }: NoticeText): string => {
    if (!values) return t(key);
    // `count` stays a number (it picks the plural form); other numbers are written the
    // language's way (10,5 MB in Italian).
    const written = Object.fromEntries(
      Object.entries(values).map(([name, value]) => [
        name,
        name === 'count' || typeof value !== 'number' ? value : numberFormat(i18n.language as Language).format(value),
      ]),
    );
    return t(key, written);
  };

  /** Shows the notification for an answer that is not a success. */
  const showFailure = (answer: Exclude<FormAnswer, { kind: 'sent' }>, unmatched = false) => {
    const notice = answerNotice(answer, texts, unmatched);
    notify.error(say(notice.title), {
      id: toastId,
      description: say(notice.description),
      duration: Infinity,
      ...(toasterId === undefined ? {} : { toasterId }),
    });
  };

  /** Removes the failure notification (after a success). */
  const clearFailure = () => {
    notify.dismiss(toastId);
  };

  /** Whether the UI strings have this key: a server's field message is shown only then. */
  const knownKey: KnownKey = (key): key is TranslationKey => i18n.exists(key);

  return { showFailure, clearFailure, knownKey };
}

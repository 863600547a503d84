import { useTranslation } from '../i18n/use-translation';
import { notify } from './notify';
import { numberFormat } from '../i18n/intl-formatters';
import type { Language } from '../i18n/languages';
import type { TranslationKey } from '../i18n/translation-key';
import type { FormAnswer } from './form-answer';
import { answerNotice, type FormNoticeTexts, type KnownKey, type NoticeText } from './answer-notice';

/**
 * Failures as an error notification, announced (sonner's region is `aria-live="polite"`). It stays
 * until closed or the next answer ("try again in about 2 minutes" must still be there); one per form.
 */
export function useAnswerNotice(toastId: string, texts: FormNoticeTexts, toasterId?: string) {
  const { t, i18n } = useTranslation();
  const say = ({ key, values }: NoticeText): string => {
    if (!values) return t(key);
    // `count` stays a number (it picks the plural); others are written the language's way (10,5 MB).
    const written = Object.fromEntries(
      Object.entries(values).map(([name, value]) => [
        name,
        name === 'count' || typeof value !== 'number' ? value : numberFormat(i18n.language as Language).format(value),
      ]),
    );
    return t(key, written);
  };

  const showFailure = (answer: Exclude<FormAnswer, { kind: 'sent' }>, unmatched = false) => {
    const notice = answerNotice(answer, texts, unmatched);
    notify.error(say(notice.title), {
      id: toastId,
      description: say(notice.description),
      duration: Infinity,
      ...(toasterId === undefined ? {} : { toasterId }),
    });
  };

  const clearFailure = () => {
    notify.dismiss(toastId);
  };

  /** A server's field message is shown only when the UI strings have its key. */
  const knownKey: KnownKey = (key): key is TranslationKey => i18n.exists(key);

  return { showFailure, clearFailure, knownKey };
}

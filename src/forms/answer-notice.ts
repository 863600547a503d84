import type { TranslationKey } from '../i18n/translation-key';
import type { FormAnswer } from './form-answer';
import { retryWording } from './retry-wording';

/** The base of a plural key (`a.b` for `a.b_one` and `a.b_other`), which i18next takes with `count`. */
type PluralBase<Key> = Key extends `${infer Base}_other` ? Base : never;

export type NoticeText = { key: TranslationKey | PluralBase<TranslationKey>; values?: Record<string, string | number> };

export type Notice = { title: NoticeText; description: NoticeText };

/** A form's own texts for the outcomes the two forms word differently. */
export type FormNoticeTexts = {
  /** The server could not take it (500, 502, anything unexpected). */
  failed: Notice;
  /** Nothing got through (408, network error, timeout). */
  unreachable: Notice;
  /** 413; the description has `{{megabytes}}`. */
  tooLarge: Notice;
  /** The limit to state when a 413 does not give one; without it, such a 413 is `failed`. */
  fallbackLimitBytes?: number;
};

const text = (key: NoticeText['key'], values?: NoticeText['values']): NoticeText =>
  values ? { key, values } : { key };

/** Rounded down, never promising more than allowed: one decimal from 1 MB, two below, at least 0.01. */
export function megabytes(bytes: number): number {
  const value = bytes / (1024 * 1024);
  if (value >= 1) return Math.floor(value * 10) / 10;
  return Math.max(0.01, Math.floor(value * 100) / 100);
}

/** The server's answers and zod's issues carry plain strings; this check makes them keys again. */
export type KnownKey = (key: string) => key is TranslationKey;

/**
 * The 400 field messages the form can show: a known key on one of its `fields`, in form order.
 * Anything else makes `unmatched` true and a general message shows: a raw key is never shown.
 */
export function matchFieldErrors<Field extends string>(
  errors: Record<string, string>,
  fields: readonly Field[],
  known: KnownKey,
): { matched: [Field, TranslationKey][]; unmatched: boolean } {
  const matched = fields.flatMap((field): [Field, TranslationKey][] => {
    const key = errors[field];
    return key !== undefined && known(key) ? [[field, key]] : [];
  });
  return { matched, unmatched: matched.length < Object.keys(errors).length };
}

/** The notification for an answer that is not a success; `unmatched`: some 400 field message had no field. */
export function answerNotice(
  answer: Exclude<FormAnswer, { kind: 'sent' }>,
  texts: FormNoticeTexts,
  unmatched = false,
): Notice {
  switch (answer.kind) {
    case 'invalid':
      return unmatched
        ? { title: texts.failed.title, description: text('common.formAnswer.unreadable') }
        : { title: text('common.formAnswer.invalidTitle'), description: text('common.formAnswer.invalidDesc') };
    case 'too-large': {
      const limit = answer.limitBytes ?? texts.fallbackLimitBytes;
      if (limit === undefined) return texts.failed;
      return {
        title: texts.tooLarge.title,
        description: { ...texts.tooLarge.description, values: { megabytes: megabytes(limit) } },
      };
    }
    case 'retry-later': {
      const wording = retryWording(answer.retryAfterSeconds);
      return {
        title: text(answer.reason === 'busy' ? 'common.formAnswer.busyTitle' : 'common.formAnswer.rateLimitedTitle'),
        description: 'count' in wording ? text(wording.key, { count: wording.count }) : text(wording.key),
      };
    }
    case 'reload':
      return { title: text('common.formAnswer.reloadTitle'), description: text('common.formAnswer.reloadDesc') };
    case 'unreachable':
      return texts.unreachable;
    case 'failed':
      return texts.failed;
  }
}

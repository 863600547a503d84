import { describe, expect, it } from 'vitest';
import type { TranslationKey } from '../i18n/translation-key';
import { answerNotice, matchFieldErrors, megabytes, type FormNoticeTexts } from './answer-notice';

const texts: FormNoticeTexts = {
  failed: { title: { key: 'demoForm.form.failure' }, description: { key: 'demoForm.form.failureDesc' } },
  unreachable: { title: { key: 'demoForm.form.error' }, description: { key: 'demoForm.form.errorDesc' } },
  tooLarge: { title: { key: 'demoForm.form.tooLarge' }, description: { key: 'demoForm.form.tooLargeDesc' } },
};
const known = (key: string): key is TranslationKey => key.startsWith('demoForm.errors.') || key.startsWith('common.');

describe('matchFieldErrors', () => {
  const fields = ['name', 'email', 'company'] as const;

  it('gives the known keys of the form’s fields in the form’s order', () => {
    expect(
      matchFieldErrors(
        { company: 'demoForm.errors.companyRequired', name: 'common.fieldErrors.controlCharacters' },
        fields,
        known,
      ),
    ).toEqual({
      matched: [
        ['name', 'common.fieldErrors.controlCharacters'],
        ['company', 'demoForm.errors.companyRequired'],
      ],
      unmatched: false,
    });
  });

  it('flags the body, unknown fields and unknown keys as unmatched, never passing a raw key on', () => {
    expect(matchFieldErrors({ '(body)': 'demoForm.errors.invalidBody' }, fields, known)).toEqual({
      matched: [],
      unmatched: true,
    });
    expect(matchFieldErrors({ fax: 'demoForm.errors.tooLong' }, fields, known)).toEqual({
      matched: [],
      unmatched: true,
    });
    expect(
      matchFieldErrors({ email: 'demoForm.errors.emailInvalid', name: 'server.says.something-new' }, fields, known),
    ).toEqual({ matched: [['email', 'demoForm.errors.emailInvalid']], unmatched: true });
  });
});

describe('answerNotice', () => {
  it('asks to check the fields when each message sits on its field, else says it could not be read', () => {
    const invalid = { kind: 'invalid', errors: { name: 'x' } } as const;
    expect(answerNotice(invalid, texts).title.key).toBe('common.formAnswer.invalidTitle');
    expect(answerNotice(invalid, texts, true)).toEqual({
      title: { key: 'demoForm.form.failure' },
      description: { key: 'common.formAnswer.unreadable' },
    });
  });

  it('states the limit of a 413 in MB, from the answer or the form’s fallback', () => {
    expect(answerNotice({ kind: 'too-large', limitBytes: 10_551_296 }, texts)).toEqual({
      title: { key: 'demoForm.form.tooLarge' },
      description: { key: 'demoForm.form.tooLargeDesc', values: { megabytes: 10 } },
    });
    expect(
      answerNotice({ kind: 'too-large', limitBytes: undefined }, { ...texts, fallbackLimitBytes: 5 * 1024 * 1024 })
        .description.values,
    ).toEqual({ megabytes: 5 });
    expect(answerNotice({ kind: 'too-large', limitBytes: undefined }, texts)).toEqual(texts.failed);
  });

  it('says when to try again after a 429 or a 503', () => {
    expect(answerNotice({ kind: 'retry-later', reason: 'rate-limited', retryAfterSeconds: 120 }, texts)).toEqual({
      title: { key: 'common.formAnswer.rateLimitedTitle' },
      description: { key: 'common.formAnswer.retryMinutes', values: { count: 2 } },
    });
    expect(answerNotice({ kind: 'retry-later', reason: 'busy', retryAfterSeconds: undefined }, texts)).toEqual({
      title: { key: 'common.formAnswer.busyTitle' },
      description: { key: 'common.formAnswer.retryLater' },
    });
  });

  it('asks for a reload on a 403 and keeps the form’s own texts for the rest', () => {
    expect(answerNotice({ kind: 'reload' }, texts).title.key).toBe('common.formAnswer.reloadTitle');
    expect(answerNotice({ kind: 'unreachable' }, texts)).toEqual(texts.unreachable);
    expect(answerNotice({ kind: 'failed' }, texts)).toEqual(texts.failed);
  });
});

describe('megabytes', () => {
  it('rounds down to one decimal, or two below 1 MB', () => {
    expect(megabytes(10 * 1024 * 1024)).toBe(10);
    expect(megabytes(10 * 1024 * 1024 + 64 * 1024)).toBe(10);
    expect(megabytes(1.55 * 1024 * 1024)).toBe(1.5);
    expect(megabytes(64 * 1024)).toBe(0.06);
    expect(megabytes(10)).toBe(0.01);
  });
});

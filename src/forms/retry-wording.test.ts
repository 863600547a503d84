import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../generated/locales/en';
import it_ from '../generated/locales/it';
import { retryWording } from './retry-wording';

describe('retryWording', () => {
  it.each([
    [1, 'common.formAnswer.retrySeconds', 5],
    [12, 'common.formAnswer.retrySeconds', 15],
    [30, 'common.formAnswer.retrySeconds', 30],
    [55, 'common.formAnswer.retrySeconds', 55],
    [56, 'common.formAnswer.retryMinutes', 1],
    [60, 'common.formAnswer.retryMinutes', 1],
    [89, 'common.formAnswer.retryMinutes', 1],
    [90, 'common.formAnswer.retryMinutes', 2],
    [120, 'common.formAnswer.retryMinutes', 2],
    [3569, 'common.formAnswer.retryMinutes', 59],
    [3570, 'common.formAnswer.retryHours', 1],
    [5400, 'common.formAnswer.retryHours', 2],
    [48 * 3600, 'common.formAnswer.retryHours', 48],
  ])('words %i s with %s, count %i', (seconds, key, count) => {
    expect(retryWording(seconds)).toEqual({ key, count });
  });

  it.each([undefined, 0, -3, Number.NaN, Number.POSITIVE_INFINITY, 48 * 3600 + 1])(
    'is vague when the time is %s',
    (seconds) => {
      expect(retryWording(seconds)).toEqual({ key: 'common.formAnswer.retryLater' });
    },
  );

  it('reads naturally in both languages, singular and plural', async () => {
    const say = async (language: 'en' | 'it', seconds: number) => {
      const i18n = createInstance({
        lng: language,
        resources: { [language]: { translation: language === 'en' ? en : it_ } },
      });
      await i18n.init();
      const wording = retryWording(seconds);
      return 'count' in wording ? i18n.t(wording.key, { count: wording.count }) : i18n.t(wording.key);
    };
    expect(await say('en', 120)).toMatch(/^Please try again in about 2 minutes;/);
    expect(await say('en', 60)).toMatch(/^Please try again in about a minute;/);
    expect(await say('en', 3600)).toMatch(/in about an hour;/);
    expect(await say('en', 20)).toMatch(/in about 20 seconds;/);
    expect(await say('it', 120)).toMatch(/^Riprova tra circa 2 minuti:/);
    expect(await say('it', 60)).toMatch(/^Riprova tra circa un minuto:/);
    expect(await say('it', 7200)).toMatch(/tra circa 2 ore:/);
    expect(await say('it', 20)).toMatch(/tra circa 20 secondi:/);
  });
});

import { describe, expect, it } from 'vitest';
import { CONSENT_LIFETIME_DAYS, CONSENT_STORAGE_KEY, CONSENT_VERSION } from './categories';
import { allCategories, parseConsent, readConsent, saveConsent, type ConsentStorage } from './consent-store';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 25, 12);

function memoryStorage(initial?: string): ConsentStorage & { value: string | null } {
  return {
    value: initial ?? null,
    getItem(key) {
      return key === CONSENT_STORAGE_KEY ? this.value : null;
    },
    setItem(key, value) {
      if (key === CONSENT_STORAGE_KEY) this.value = value;
    },
  };
}

const refusingStorage: ConsentStorage = {
  getItem() {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem() {
    throw new DOMException('full', 'QuotaExceededError');
  },
};

const stored = (value: unknown) => JSON.stringify(value);

describe('the consent store', () => {
  it('reads back a choice it saved, category by category', () => {
    const storage = memoryStorage();
    const saved = saveConsent({ media: true }, storage, NOW);
    expect(readConsent(storage, NOW + DAY_MS)).toEqual(saved);
    saveConsent(allCategories(false), storage, NOW);
    expect(readConsent(storage, NOW)?.granted).toEqual({ media: false });
  });

  it('has no choice when nothing is stored', () => {
    expect(readConsent(memoryStorage(), NOW)).toBeUndefined();
  });

  it('keeps a choice for six months and asks again after', () => {
    const storage = memoryStorage();
    saveConsent(allCategories(true), storage, NOW);
    const lifetime = CONSENT_LIFETIME_DAYS * DAY_MS;
    expect(CONSENT_LIFETIME_DAYS).toBeGreaterThanOrEqual(182);
    expect(readConsent(storage, NOW + lifetime - 1)).toBeDefined();
    expect(readConsent(storage, NOW + lifetime)).toBeUndefined();
  });

  it('asks again when the categories have changed since the choice', () => {
    const choice = { version: `${CONSENT_VERSION}+analytics`, decidedAt: NOW, granted: { media: true } };
    expect(parseConsent(stored(choice), NOW)).toBeUndefined();
    expect(parseConsent(stored({ ...choice, version: CONSENT_VERSION }), NOW)).toBeDefined();
  });

  it.each([
    ['not JSON', '{"version":'],
    ['JSON of another shape', stored(['media'])],
    ['null', 'null'],
    ['a category missing', stored({ version: CONSENT_VERSION, decidedAt: NOW, granted: {} })],
    [
      'a category that is not yes or no',
      stored({ version: CONSENT_VERSION, decidedAt: NOW, granted: { media: 'yes' } }),
    ],
    ['a date in the future', stored({ version: CONSENT_VERSION, decidedAt: NOW + DAY_MS, granted: { media: true } })],
    [
      'a date that is no number',
      stored({ version: CONSENT_VERSION, decidedAt: '2026-11-25', granted: { media: true } }),
    ],
    [
      'a category only inherited',
      `{"version":"${CONSENT_VERSION}","decidedAt":${NOW},"granted":{"__proto__":{"media":true}}}`,
    ],
    [
      'an oversized value',
      stored({ version: CONSENT_VERSION, decidedAt: NOW, granted: { media: true }, pad: 'x'.repeat(600) }),
    ],
  ])('treats %s as no choice', (_, raw) => {
    expect(parseConsent(raw, NOW)).toBeUndefined();
  });

  it('keeps only the categories it knows from a stored value', () => {
    const raw = stored({ version: CONSENT_VERSION, decidedAt: NOW, granted: { media: false, tracking: true } });
    expect(parseConsent(raw, NOW)?.granted).toEqual({ media: false });
  });

  it('works without storage: nothing is read, and a choice still holds for the page', () => {
    expect(readConsent(refusingStorage, NOW)).toBeUndefined();
    expect(readConsent(undefined, NOW)).toBeUndefined();
    expect(saveConsent({ media: true }, refusingStorage, NOW).granted).toEqual({ media: true });
  });
});

import { createInstance } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { rememberingT } from './use-translation';

async function instanceWith(translation: Record<string, unknown>) {
  const instance = createInstance({
    lng: 'en',
    fallbackLng: false,
    resources: { en: { translation } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  await instance.init();
  return instance;
}

describe('the remembering t', () => {
  it('gives what i18next gives, with and without options', async () => {
    const instance = await instanceWith({
      nav: { home: 'Home' },
      minutes_one: '{{count}} minute',
      minutes_other: '{{count}} minutes',
      hello: 'Hello {{name}}',
    });
    const t = rememberingT(instance) as unknown as (...args: unknown[]) => unknown;
    expect(t('nav.home')).toBe('Home');
    expect(t('minutes', { count: 1 })).toBe('1 minute');
    expect(t('minutes', { count: 4 })).toBe('4 minutes');
    expect(t('hello', { name: 'Ada' })).toBe('Hello Ada');
    expect(t('hello', { name: 'Bea' })).toBe('Hello Bea');
    expect(t('missing.key')).toBe('missing.key');
  });

  it('asks i18next once per key, alone or with the same plain values', async () => {
    const instance = await instanceWith({ title: 'Title', hello: 'Hello {{name}}' });
    const translate = vi.spyOn(instance, 't');
    const t = rememberingT(instance) as unknown as (...args: unknown[]) => unknown;
    t('title');
    t('title');
    expect(translate).toHaveBeenCalledTimes(1);
    expect(t('hello', { name: 'Ada' })).toBe('Hello Ada');
    expect(t('hello', { name: 'Ada' })).toBe('Hello Ada');
    expect(translate).toHaveBeenCalledTimes(2);
    expect(t('hello', { name: 'Bea' })).toBe('Hello Bea');
    expect(t('hello', { name: 'A\u0000' })).toBe('Hello A\u0000');
    expect(translate).toHaveBeenCalledTimes(4);
  });

  it('asks i18next every time for a call with values it cannot compare', async () => {
    const instance = await instanceWith({ list: 'Items: {{items}}' });
    const translate = vi.spyOn(instance, 't');
    const t = rememberingT(instance) as unknown as (...args: unknown[]) => unknown;
    const items = ['a', 'b'];
    t('list', { items });
    items.push('c');
    expect(t('list', { items })).toBe('Items: a,b,c');
    t(['list', 'title']);
    t(['list', 'title']);
    expect(translate).toHaveBeenCalledTimes(4);
  });

  it('is one function per instance, so hooks that depend on it keep their identity', async () => {
    const english = await instanceWith({ title: 'Title' });
    const other = await instanceWith({ title: 'Titolo' });
    expect(rememberingT(english)).toBe(rememberingT(english));
    expect(rememberingT(english)).not.toBe(rememberingT(other));
    expect((rememberingT(other) as unknown as (key: string) => string)('title')).toBe('Titolo');
  });
});

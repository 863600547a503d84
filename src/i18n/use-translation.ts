import type { i18n as I18n, TFunction } from 'i18next';
import { useContext } from 'react';
import { I18nContext } from 'react-i18next';

/**
 * For the i18next instance of the page's language (site-layout.tsx). react-i18next's hook wraps
 * every `t` call so a language change can re-render; here a language is a page of its own, and
 * that work was a fifth of the prerender of long lists.
 */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const { i18n } = useContext(I18nContext);
  return { t: rememberingT(i18n), i18n };
}

const rememberingTs = new WeakMap<I18n, TFunction>();

/**
 * `t` remembering what each key gave, alone or with the same plain values: a loaded language's
 * strings never change, and i18next's option handling per call was a fifth of the prerender of
 * long lists. Any other call goes to i18next each time.
 */
export function rememberingT(i18n: I18n): TFunction {
  const known = rememberingTs.get(i18n);
  if (known) return known;
  const translate = i18n.t as unknown as (...args: unknown[]) => unknown;
  const given = new Map<string, unknown>();
  const t = (...args: unknown[]) => {
    const callKey = rememberedCallKey(args);
    if (callKey === undefined) return translate(...args);
    if (!given.has(callKey)) given.set(callKey, translate(...args));
    return given.get(callKey);
  };
  const typed = t as unknown as TFunction;
  rememberingTs.set(i18n, typed);
  return typed;
}

/** A cache key for `t(key)` or `t(key, { plain values })`; otherwise undefined. */
function rememberedCallKey([key, options, ...rest]: unknown[]): string | undefined {
  if (typeof key !== 'string' || rest.length > 0) return undefined;
  if (options === undefined) return key;
  if (typeof options !== 'object' || options === null || Object.getPrototypeOf(options) !== Object.prototype)
    return undefined;
  const values = Object.values(options);
  if (!values.every((value) => ['string', 'number', 'boolean'].includes(typeof value))) return undefined;
  return `${key}\u0000${JSON.stringify(options)}`;
}

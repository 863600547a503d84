import type { i18n as I18n, TFunction } from 'i18next';
import { useContext } from 'react';
import { I18nContext } from 'react-i18next';

/**
 * The page's translation function, for the i18next instance of the page's language that the
 * layout provides (site-layout.tsx). react-i18next's own hook copies the instance into a fresh
 * wrapper, and adds a layer to every call of `t`, for each component on each render, so that a
 * language change can re-render the page; here a language is a page of its own, and that work
 * was a fifth of the prerender of a site with long article lists.
 */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const { i18n } = useContext(I18nContext);
  return { t: rememberingT(i18n), i18n };
}

const rememberingTs = new WeakMap<I18n, TFunction>();

/**
 * The instance's `t`, remembering what each key gave, alone or with the same plain values
 * (`{ count: 3 }`, `{ title }`): i18next resolves a key through ten layers of option handling on
 * every call, which was a fifth of the prerender again at 3,000 pages. A language's strings never
 * change once loaded (one instance per language, instances.ts), so a call gives the same string
 * for good. A call with anything else (an array, a function, a second options object) goes to
 * i18next each time.
 */
export function rememberingT(i18n: I18n): TFunction {
  const known = rememberingTs.get(i18n);
  if (known) return known;
  // Typed loosely here: the remembering is the same whatever the keys.
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

/** A key for `t(key)` or `t(key, { name: value, … })` with strings, numbers and booleans only; otherwise undefined. */
function rememberedCallKey([key, options, ...rest]: unknown[]): string | undefined {
  if (typeof key !== 'string' || rest.length > 0) return undefined;
  if (options === undefined) return key;
  if (typeof options !== 'object' || options === null || Object.getPrototypeOf(options) !== Object.prototype)
    return undefined;
  const values = Object.values(options);
  if (!values.every((value) => ['string', 'number', 'boolean'].includes(typeof value))) return undefined;
  return `${key}\u0000${JSON.stringify(options)}`;
}

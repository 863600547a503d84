import type { i18n as I18n, TFunction } from 'i18next';
import { useContext } from 'react';
import { I18nContext } from 'react-i18next';

/**
 * The page's translation function, straight from the i18next instance of the page's language
 * that the layout provides (site-layout.tsx). react-i18next's own hook copies the instance into
 * a fresh wrapper, and adds a layer to every call of `t`, for each component on each render, so
 * that a language change can re-render the page; here a language is a page of its own, and that
 * work was a fifth of the prerender of a site with long article lists.
 */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const { i18n } = useContext(I18nContext);
  return { t: i18n.t, i18n };
}

import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from '../i18n/languages';
import { PAGES } from './pages';
import { pathTo } from './paths';

const ARTICLE_SEGMENTS = new Set<string>(LANGUAGES.map((language) => PAGES.articles.paths[language]));

/**
 * content-pages.md §2.3: an address that looks like an article but matches none (unknown slug
 * or language) is replaced by the article list. Returns that list's path, or null when the
 * address is not an article address.
 */
export function articleListRedirect(pathname: string): string | null {
  const [prefix, section, slug] = pathname.split('/').filter((segment) => segment !== '');
  if (prefix === undefined || section === undefined || slug === undefined || !ARTICLE_SEGMENTS.has(section))
    return null;
  return pathTo('articles', isLanguage(prefix) ? prefix : DEFAULT_LANGUAGE);
}

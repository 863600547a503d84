import { LANGUAGES } from '../i18n/languages';
import { notFoundPrerenderPath } from './route-list';

/**
 * Build time: the paths vite-react-ssg found, checked against the route table's expansion, plus each
 * language's not-found page; patterns and `/` are left out. Throws naming the paths that disagree.
 */
export function checkedPaths(fromRoutes: readonly string[], expected: readonly string[]): string[] {
  const notFound = LANGUAGES.map(notFoundPrerenderPath);
  const pages = fromRoutes.filter((path) => path !== '/' && !/[:*]/.test(path));
  const listed = new Set(pages);
  const wanted = new Set(expected);
  const missing = expected.filter((path) => !listed.has(path) && !notFound.includes(path));
  const extra = pages.filter((path) => !wanted.has(path));
  if (missing.length > 0 || extra.length > 0)
    throw new Error(
      `The routes and the route table disagree: missing ${missing.join(', ') || 'none'}; extra ${extra.join(', ') || 'none'}`,
    );
  return [...pages, ...notFound];
}

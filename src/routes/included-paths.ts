import { LANGUAGES } from '../i18n/languages';
import { notFoundPrerenderPath } from './route-list';

/**
 * Build time: the paths to prerender, from those vite-react-ssg found in the routes (the
 * families' by `getStaticPaths`), checked against the route table's expansion (`expected`,
 * route-list.ts), with each language's not-found page added. The patterns themselves and `/` are left out: post-build writes
 * it as a page without the application. Throws when the two lists disagree, naming the paths.
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

import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { ViteReactSSG } from 'vite-react-ssg';
import { loadLanguage } from './i18n/instances';
import { languageFromPath } from './i18n/languages';
import { documentLanguage, documentRouteData } from './routes/route-data';
import { routes } from './routes/router';
import './styles.css';

/**
 * Where the page hydrates: the path it was rendered for, which its route-data block names. The
 * not-found page is served at every unknown address, and the newsletter's pages at the addresses
 * of its links; each hydrates as the page it is, not as `window.location`.
 */
function initialLocation(): string {
  const { pathname, search } = window.location;
  return (documentRouteData()?.path ?? pathname) + search;
}

/**
 * vite-react-ssg gives every route a browser-side loader that fetches a per-build loader
 * manifest. Every navigation here is a page load (links are plain `<a href>`) and each page brings its
 * data, so the loaders are dropped and the page's block is the router's hydration data.
 */
function withoutLoaders(routeList: RouteObject[]): RouteObject[] {
  return routeList.map(({ loader: _loader, children, ...route }) =>
    children ? ({ ...route, children: withoutLoaders(children) } as RouteObject) : (route as RouteObject),
  );
}

/** The loader data of the deepest route at the page's location: its route-data block. */
function hydrationData(routeList: RouteObject[], location: string) {
  const leaf = matchRoutes(routeList, location)?.at(-1)?.route.id;
  const block = documentRouteData();
  return leaf && block ? { loaderData: { [leaf]: block } } : undefined;
}

export const createRoot = ViteReactSSG(
  {
    routes,
    // A memory router: links are plain `<a href>`, so the router never navigates, and it stays
    // at the page's own location whatever address the page was served at.
    customCreateRouter: (routeList) => {
      const location = initialLocation();
      return createMemoryRouter(withoutLoaders(routeList), {
        initialEntries: [location],
        hydrationData: hydrationData(routeList, location),
      });
    },
  },
  async ({ isClient, routePath }) => {
    if (isClient) {
      // The document's own language: a page answered at an endpoint's address is in its subscriber's.
      await loadLanguage(documentLanguage() ?? languageFromPath(initialLocation()));
    } else if (routePath !== undefined) {
      // Before each page renders: its language's strings, and only those.
      await loadLanguage(languageFromPath(routePath));
    }
  },
  { initialLocation },
);

/**
 * The prerendered paths: every address the routes list (the families' by `getStaticPaths`),
 * and each language's not-found page, which post-build moves to its 404.html. Build only.
 */
export async function includedRoutes(paths: string[]): Promise<string[]> {
  if (!import.meta.env.SSR) return [];
  const { prerenderPaths } = await import('./routes/route-list');
  const { checkedPaths } = await import('./routes/included-paths');
  return checkedPaths(paths, prerenderPaths());
}

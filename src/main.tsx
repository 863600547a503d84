import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { ViteReactSSG } from 'vite-react-ssg';
import { loadLanguage } from './i18n/instances';
import { languageFromPath } from './i18n/languages';
import { documentLanguage, documentRouteData } from './routes/route-data';
import { routes } from './routes/router';
import './styles.css';

/** The not-found and newsletter pages are served at other addresses: each hydrates at the path its route-data block names. */
function initialLocation(): string {
  const { pathname, search } = window.location;
  return (documentRouteData()?.path ?? pathname) + search;
}

/** vite-react-ssg's browser loaders fetch a loader manifest; every navigation is a page load, so the page's block is the data. */
function withoutLoaders(routeList: RouteObject[]): RouteObject[] {
  return routeList.map(({ loader: _loader, children, ...route }) =>
    children ? ({ ...route, children: withoutLoaders(children) } as RouteObject) : (route as RouteObject),
  );
}

function hydrationData(routeList: RouteObject[], location: string) {
  const leaf = matchRoutes(routeList, location)?.at(-1)?.route.id;
  const block = documentRouteData();
  return leaf && block ? { loaderData: { [leaf]: block } } : undefined;
}

export const createRoot = ViteReactSSG(
  {
    routes,
    // Links are plain `<a href>`: the router never navigates and stays at the page's own location.
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
      // A page answered at an endpoint's address is in its subscriber's language.
      await loadLanguage(documentLanguage() ?? languageFromPath(initialLocation()));
    } else if (routePath !== undefined) {
      await loadLanguage(languageFromPath(routePath));
    }
  },
  { initialLocation },
);

/** Build only: every address the routes list, and each language's not-found page (post-build moves it to 404.html). */
export async function includedRoutes(paths: string[]): Promise<string[]> {
  if (!import.meta.env.SSR) return [];
  const { prerenderPaths } = await import('./routes/route-list');
  const { checkedPaths } = await import('./routes/included-paths');
  return checkedPaths(paths, prerenderPaths());
}

import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ViteReactSSG } from 'vite-react-ssg';
import { loadLanguage } from './i18n/instances';
import { languageFromPath } from './i18n/languages';
import { hasDocumentRouteData } from './routes/route-data';
import { routes } from './routes/router';
// The toast library's rules, in the site's stylesheet: its own run-time <style> is removed at
// build time (scripts/prerender/sonner-styles.ts), as the Content-Security-Policy refuses it.
import 'sonner/dist/styles.css';
import './styles.css';

type DataRoute = RouteObject & { children?: DataRoute[] };

/**
 * vite-react-ssg gives every route a browser-side loader that downloads a per-build loader
 * manifest (its issues #93, #94). Pages import their generated content instead, so the loaders
 * are dropped: the browser never asks for the manifest, and nothing depends on its random hash.
 * Without loaders the router needs no hydration data either, so the prerendered pages carry no
 * `window.__staticRouterHydrationData` script (scripts/postbuild/hydration-data.ts removes it,
 * and fails the build if a page ever has real loader data or errors to pass on).
 */
function withoutLoaders(routeList: DataRoute[]): DataRoute[] {
  return routeList.map(
    ({ loader: _loader, children, ...route }) =>
      (children ? { ...route, children: withoutLoaders(children) } : route) as DataRoute,
  );
}

export const createRoot = ViteReactSSG(
  {
    routes,
    customCreateRouter: (routeList, options) => createBrowserRouter(withoutLoaders(routeList), options),
  },
  async ({ routePath, isClient }) => {
    // Before the first render: the page's own language's strings, and only those. (The build
    // also calls this once without a path, only to read the routes.)
    const path = isClient ? window.location.pathname : routePath;
    if (path === undefined) return;
    await loadLanguage(languageFromPath(path));
    // The page's route data (routes/route-data.tsx): in the browser, the block its HTML brought;
    // at prerender (and on the dev server, which prerenders nothing), computed from the route
    // expansion. The literal guard keeps the expansion out of the browser bundle.
    if (isClient && hasDocumentRouteData()) return;
    if (import.meta.env.SSR || import.meta.env.DEV) {
      const { prepareRouteData } = await import('./routes/prepare-route-data');
      await prepareRouteData(path);
    }
  },
);

/** The prerendered paths, from the route table (build only: the list holds every article). */
export async function includedRoutes(): Promise<string[]> {
  if (!import.meta.env.SSR) return [];
  const { prerenderPaths } = await import('./routes/route-list');
  return prerenderPaths();
}

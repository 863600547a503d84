import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { loadLanguage } from './i18n/instances';
import { languageFromPath } from './i18n/languages';
import { routes } from './routes/router';
// The toast library's rules, in the site's stylesheet: its own run-time <style> is removed at
// build time (scripts/prerender/sonner-styles.ts), as the Content-Security-Policy refuses it.
import 'sonner/dist/styles.css';
import './styles.css';

/**
 * The browser's entry: makes the prerendered page interactive. Every page arrives rendered with
 * its route data (routes/route-data.tsx), and every navigation is a full page load, so the
 * router only ever hydrates the current page: its lazy route modules are loaded first, or the
 * router would render nothing over the server's HTML.
 */
async function hydrate(container: HTMLElement): Promise<void> {
  await loadLanguage(languageFromPath(window.location.pathname));
  const lazyMatches = matchRoutes(routes, window.location)?.filter(({ route }) => route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => Object.assign(route, { ...(await route.lazy?.()), lazy: undefined })),
  );
  hydrateRoot(container, <RouterProvider router={createBrowserRouter(routes)} />);
}

const container = document.getElementById('root');
if (container) void hydrate(container);

import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { contentLoaders } from '../content/content-loaders';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../i18n/languages';
import { SiteLayout } from '../layout/site-layout';
import { recordingContentLoaders } from './content-use';
import type { PageModule } from './page-module';
import { PAGE_IDS, PAGES, type PageId } from './pages';
import { documentPageId, useRouteData } from './route-data';

/** Every page folder's `route.tsx`, each its own chunk: the router's only knowledge of a page's code. */
const pageModules = import.meta.glob<{ default: PageModule }>('../pages/*/route.tsx');

async function notFoundElement(language: Language) {
  const { NotFoundPage } = await import('../pages/not-found/not-found-page');
  return { element: <NotFoundPage language={language} /> };
}

function notFoundRoute(language: Language): RouteObject {
  return { path: '*', lazy: () => notFoundElement(language) };
}

/**
 * One route per page and language, with the route table's pattern (`articles/:slug`): the
 * router lists no item of any family; the page renders from the data its HTML brought.
 */
function pageRoute(pageId: PageId, language: Language): RouteObject {
  const { folder, paths } = PAGES[pageId];
  const path = paths[language];
  const lazy = async (): Promise<{ element: ReactElement }> => {
    // In the browser, an address that matches a family's pattern but names no item was answered
    // with the not-found page (its block says so): hydrate that, not the family page.
    const shown = import.meta.env.SSR ? pageId : documentPageId();
    if (shown !== undefined && shown !== pageId) return notFoundElement(language);
    const load = pageModules[`../pages/${folder}/route.tsx`];
    if (!load) throw new Error(`No src/pages/${folder}/route.tsx for page "${pageId}"`);
    const loaders = import.meta.env.SSR ? recordingContentLoaders(pageId, language) : contentLoaders;
    const render = await (await load()).default.load(language, loaders);
    function Page() {
      return render(useRouteData()?.data ?? null);
    }
    return { element: <Page /> };
  };
  return path === '' ? { index: true, lazy } : { path, lazy };
}

function languageRoutes(language: Language): RouteObject {
  return {
    path: `/${language}`,
    element: <SiteLayout language={language} />,
    children: [...PAGE_IDS.map((pageId) => pageRoute(pageId, language)), notFoundRoute(language)],
  };
}

/**
 * The router's view of the route table. `/` is prerendered separately (scripts/postbuild) as
 * a page without the application; this route only serves the dev server.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    lazy: async () => {
      const { RootRedirect } = await import('../pages/root/root-redirect');
      return { element: <RootRedirect /> };
    },
  },
  ...LANGUAGES.map(languageRoutes),
  // Paths outside both language prefixes: the default language's not-found page.
  { element: <SiteLayout language={DEFAULT_LANGUAGE} />, children: [notFoundRoute(DEFAULT_LANGUAGE)] },
];

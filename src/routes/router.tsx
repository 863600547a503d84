import { lazy, Suspense } from 'react';
import { Outlet, type LoaderFunctionArgs } from 'react-router-dom';
import type { RouteRecord } from 'vite-react-ssg';
import { loadDeferredParts } from '../components/deferred';
import { LANGUAGES, type Language } from '../i18n/languages';
import { SiteLayout } from '../layout/site-layout';
import type { PageModule } from './page-module';
import { loadOnce } from './load-once';
import { PAGE_IDS, PAGES, type PageId } from './pages';
import { useRouteData, type RouteData } from './route-data';

/** Every page folder's `route.tsx`, each its own chunk: the router's only knowledge of a page's code. */
const pageModules = import.meta.glob<{ default: PageModule }>('../pages/*/route.tsx');

/** The route id of a page in a language: `pricing/it`. The not-found route is `notFound/<language>`. */
function routeId(pageId: PageId | 'notFound', language: Language): string {
  return `${pageId}/${language}`;
}

/** Build time: every page's two loaders (its layout's and its own) use it. */
const loadRouteDataModule = /* @__PURE__ */ loadOnce(() => import('./prepare-route-data'));

/**
 * Build time (and the dev server): a route's loader, the page's route data (prepare-route-data.ts).
 * Imported on demand under `import.meta.env.SSR`, so the browser bundle holds no family's items.
 * On the dev server an address of a family's pattern that names no item is not found; the build
 * renders only the addresses the route table lists.
 */
async function routeDataLoader({ request }: LoaderFunctionArgs, isPage: boolean): Promise<RouteData> {
  const { routeDataFor } = await loadRouteDataModule();
  const routeData = await routeDataFor(new URL(request.url).pathname);
  // React Router's way for a loader to answer 404: a thrown Response, which its error element shows.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (isPage && routeData.pageId === null) throw new Response('Not Found', { status: 404 });
  return routeData;
}

/** Build time: every route's address relative to its language's route (`articles/my-slug`), by route id. */
let relativePaths: Promise<Map<string, string[]>> | undefined;

/** Build time: a family's addresses in a language; the routes are expanded once for all families. */
async function familyPaths(pageId: PageId, language: Language): Promise<string[]> {
  relativePaths ??= import('./route-list').then(({ siteRoutes }) => {
    const byRoute = new Map<string, string[]>();
    for (const route of siteRoutes()) {
      const id = routeId(route.pageId, route.language);
      const relative = route.path.slice(`/${route.language}/`.length).replace(/\/$/, '');
      const paths = byRoute.get(id) ?? [];
      paths.push(relative);
      byRoute.set(id, paths);
    }
    return byRoute;
  });
  return (await relativePaths).get(routeId(pageId, language)) ?? [];
}

/** A page's component, once its code is loaded: it renders from its route data's `data` (its folder's data.ts). */
async function pageComponent(pageId: PageId, language: Language) {
  const { folder } = PAGES[pageId];
  const load = pageModules[`../pages/${folder}/route.tsx`];
  if (!load) throw new Error(`No src/pages/${folder}/route.tsx for page "${pageId}"`);
  const render = await (await load()).default.load(language);
  if (import.meta.env.SSR) await loadDeferredParts();
  function Page() {
    return render(useRouteData()?.data ?? null);
  }
  return { Component: Page };
}

async function notFoundComponent(language: Language) {
  const { NotFoundPage } = await import('../pages/not-found/not-found-page');
  if (import.meta.env.SSR) await loadDeferredParts();
  return { Component: () => <NotFoundPage language={language} /> };
}

const LazyNotFoundPage = lazy(() =>
  import('../pages/not-found/not-found-page').then(({ NotFoundPage }) => ({ default: NotFoundPage })),
);

function pageRoute(pageId: PageId, language: Language): RouteRecord {
  const page = PAGES[pageId];
  const relativePath = page.paths[language];
  return {
    id: routeId(pageId, language),
    ...(relativePath === '' ? { index: true } : { path: relativePath }),
    lazy: () => pageComponent(pageId, language),
    ...(import.meta.env.SSR
      ? {
          loader: (args: LoaderFunctionArgs) => routeDataLoader(args, true),
          ...('source' in page ? { getStaticPaths: () => familyPaths(pageId, language) } : {}),
        }
      : {}),
  };
}

/**
 * A language's routes: its layout (header, footer, the route-data block) around one route per
 * page of the route table, and the not-found page for any other address under its prefix (the
 * build renders it at `/<language>/404`, route-list.ts). Families list their addresses with
 * `getStaticPaths`, so the routes do not grow with the content.
 */
function languageRoute(language: Language): RouteRecord {
  return {
    id: language,
    path: `/${language}`,
    element: (
      <SiteLayout language={language}>
        <Outlet />
      </SiteLayout>
    ),
    // The dev server only: an unknown item of a family (the build renders no such address).
    errorElement: (
      <SiteLayout language={language}>
        <Suspense fallback={null}>
          <LazyNotFoundPage language={language} />
        </Suspense>
      </SiteLayout>
    ),
    children: [
      ...PAGE_IDS.map((pageId) => pageRoute(pageId, language)),
      {
        id: routeId('notFound', language),
        path: '*',
        lazy: () => notFoundComponent(language),
        ...(import.meta.env.SSR ? { loader: (args: LoaderFunctionArgs) => routeDataLoader(args, false) } : {}),
      },
    ],
  };
}

/** `/` on the dev server; the build writes it as a page without the application (scripts/postbuild/root-page.ts). */
const devRootRoute: RouteRecord = {
  id: 'root',
  path: '/',
  lazy: async () => {
    const { RootRedirect } = await import('../pages/root/root-redirect');
    return { Component: RootRedirect };
  },
};

/** The react-router routes, derived from the route table (pages.ts): one per page and language. */
export const routes: RouteRecord[] = [...(import.meta.env.DEV ? [devRootRoute] : []), ...LANGUAGES.map(languageRoute)];

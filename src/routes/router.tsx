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

/** Each page folder's `route.tsx`, its own chunk. */
const pageModules = import.meta.glob<{ default: PageModule }>('../pages/*/route.tsx');

/** `pricing/it`; the not-found route is `notFound/<language>`. */
function routeId(pageId: PageId | 'notFound', language: Language): string {
  return `${pageId}/${language}`;
}

const loadRouteDataModule = /* @__PURE__ */ loadOnce(() => import('./prepare-route-data'));

/**
 * Build time and dev server only: imported under `import.meta.env.SSR`, so the browser bundle holds
 * no family's items. The build renders only the addresses the route table lists.
 */
async function routeDataLoader({ request }: LoaderFunctionArgs, isPage: boolean): Promise<RouteData> {
  const { routeDataFor } = await loadRouteDataModule();
  const routeData = await routeDataFor(new URL(request.url).pathname);
  // React Router's way for a loader to answer 404: a thrown Response, which its error element shows.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (isPage && routeData.pageId === null) throw new Response('Not Found', { status: 404 });
  return routeData;
}

let relativePaths: Promise<Map<string, string[]>> | undefined;

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

/** A language's layout around one route per page, and the not-found page for any other address under its prefix. */
function languageRoute(language: Language): RouteRecord {
  return {
    id: language,
    path: `/${language}`,
    element: (
      <SiteLayout language={language}>
        <Outlet />
      </SiteLayout>
    ),
    // Dev server only: an unknown item of a family.
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

/** `/` on the dev server; the build writes it as a page without the application. */
const devRootRoute: RouteRecord = {
  id: 'root',
  path: '/',
  lazy: async () => {
    const { RootRedirect } = await import('../pages/root/root-redirect');
    return { Component: RootRedirect };
  },
};

export const routes: RouteRecord[] = [...(import.meta.env.DEV ? [devRootRoute] : []), ...LANGUAGES.map(languageRoute)];

import { lazy, Suspense, type ReactElement } from 'react';
import { Outlet, useLoaderData } from 'react-router-dom';
import { Head, ViteReactSSG, type RouteRecord } from 'vite-react-ssg';

/** Suspends for a moment (as code loaded on demand does), then renders more than React's progressive chunk size. */
const LargeText = lazy(
  () =>
    new Promise<{ default: () => ReactElement }>((resolve) => {
      setTimeout(() => {
        resolve({ default: () => <p>{'x'.repeat(20_000)}</p> });
      }, 10);
    }),
);

/** A large Suspense boundary that suspends, which React may write out of line with an inline script. */
function LargeBoundary() {
  return (
    <div>
      <Suspense fallback={null}>
        <LargeText />
      </Suspense>
    </div>
  );
}

/** Text with what `String.prototype.replace` reads in a replacement string: `$$`, `$&`, `$'`. */
const DOLLARS = "Plans: $$$, $& more, the $'s worth";

function Dollars() {
  return (
    <>
      <Head>
        <title>{DOLLARS}</title>
      </Head>
      <p>{DOLLARS}</p>
    </>
  );
}

const loadLazyPage = () => import('./lazy-page');

/** vite-react-ssg's global that records the modules a page renders (for its preload links). */
const MODULE_TRACKER = '__VITE_REACT_SSG_TRACK_SSR_MODULE__';

/** Whether the build recorded the modules this page rendered: its tracker, and its mark on the server bundle's dynamic imports. */
function ModuleTracking() {
  const tracker = MODULE_TRACKER in globalThis ? 'installed' : 'absent';
  const imports = loadLazyPage.toString().includes(MODULE_TRACKER) ? 'marked' : 'as written';
  return <p>{`module tracker ${tracker}, dynamic imports ${imports}`}</p>;
}

function Greeting() {
  return <p>{useLoaderData() as string}</p>;
}

/**
 * Five routes under a layout: a page with loader data, a lazy page, a page with a large Suspense
 * boundary, a page whose text and title hold dollar signs, and a page that tells whether the
 * build tracked its modules.
 */
const routes: RouteRecord[] = [
  {
    path: '/',
    element: <Outlet />,
    children: [
      { path: 'greeting', loader: () => 'hello from the loader', element: <Greeting /> },
      { path: 'lazy', lazy: loadLazyPage },
      { path: 'large', element: <LargeBoundary /> },
      { path: 'dollars', element: <Dollars /> },
      { path: 'tracking', element: <ModuleTracking /> },
    ],
  },
];

export const createRoot = ViteReactSSG({ routes });

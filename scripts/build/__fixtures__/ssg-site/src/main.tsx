import { lazy, Suspense, type ReactElement } from 'react';
import { Outlet, useLoaderData } from 'react-router-dom';
import { ViteReactSSG, type RouteRecord } from 'vite-react-ssg';

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

function Greeting() {
  return <p>{useLoaderData() as string}</p>;
}

/** Three routes: a page with loader data, a lazy page, and a page with a large Suspense boundary. */
const routes: RouteRecord[] = [
  {
    path: '/',
    element: <Outlet />,
    children: [
      { path: 'greeting', loader: () => 'hello from the loader', element: <Greeting /> },
      { path: 'lazy', lazy: () => import('./lazy-page') },
      { path: 'large', element: <LargeBoundary /> },
    ],
  },
];

export const createRoot = ViteReactSSG({ routes });

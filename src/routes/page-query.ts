import { useSyncExternalStore } from 'react';

/** Fired on window when a page rewrites its query string; `history.replaceState` fires nothing. */
const QUERY_CHANGE = 'talvera:query-change';

/** Undefined until written and after back/forward. */
let written: string | undefined;

/** Sets the query string without a page load or a history entry, and tells every `usePageQuery` reader. */
export function replacePageQuery(search: string): void {
  written = search;
  try {
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${search}${window.location.hash}`,
    );
  } catch {
    // Safari refuses more than 100 calls in 30 s: the address then lags, the page's state does not.
  }
  window.dispatchEvent(new Event(QUERY_CHANGE));
}

function subscribe(onChange: () => void): () => void {
  const onPopState = () => {
    written = undefined;
    onChange();
  };
  window.addEventListener(QUERY_CHANGE, onChange);
  window.addEventListener('popstate', onPopState);
  return () => {
    window.removeEventListener(QUERY_CHANGE, onChange);
    window.removeEventListener('popstate', onPopState);
  };
}

/** The query string (with `?`, or ''); '' at prerender and while hydrating, then the real one right after. */
export function usePageQuery(): string {
  return useSyncExternalStore(
    subscribe,
    () => written ?? window.location.search,
    () => '',
  );
}

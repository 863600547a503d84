import { useSyncExternalStore } from 'react';

/** Fired on window when a page rewrites its query string; `history.replaceState` fires nothing. */
const QUERY_CHANGE = 'talvera:query-change';

/** The query string last written by `replacePageQuery`; undefined until then and after back/forward. */
let written: string | undefined;

/**
 * Sets the page's query string (`?q=…`, or '' for none) without a page load or a history
 * entry, and tells every `usePageQuery` reader. For pages whose state lives in their address.
 */
export function replacePageQuery(search: string): void {
  written = search;
  try {
    // history.state is kept as it is.
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${search}${window.location.hash}`,
    );
  } catch {
    // Safari refuses more than 100 calls in 30 seconds (a fast typist can get there): the
    // address then lags behind, but the page's state, read from `written`, does not.
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

/**
 * The page's query string (with its `?`, or ''): the address's own, then what
 * `replacePageQuery` wrote. It is '' at prerender and while hydrating, since the HTML was
 * rendered without one; the page re-renders with the real one right after.
 */
export function usePageQuery(): string {
  return useSyncExternalStore(
    subscribe,
    () => written ?? window.location.search,
    () => '',
  );
}

import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False in the prerendered HTML and while hydrating, true once React runs in the browser: for
 * controls that only work with JavaScript, so a page without it never shows a dead button.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

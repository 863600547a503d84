import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/** False in the prerendered HTML and while hydrating, so a page without JavaScript never shows a dead button. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

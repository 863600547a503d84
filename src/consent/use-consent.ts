import { useSyncExternalStore } from 'react';
import type { OptionalCategory } from './categories';
import { onConsentChange } from './consent-events';
import { readConsent, type ConsentChoice } from './consent-store';

/** The page's current choice: read from storage once, then each choice the visitor makes. */
let current: ConsentChoice | undefined;
let read = false;

function subscribe(changed: () => void): () => void {
  return onConsentChange((choice) => {
    current = choice;
    read = true;
    changed();
  });
}

function currentChoice(): ConsentChoice | undefined {
  if (!read) {
    current = readConsent();
    read = true;
  }
  return current;
}

/**
 * Whether the visitor has consented to `category`, updated as soon as they choose in the banner
 * (no reload). The prerendered page, and the hydration over it, assume no consent: nothing of
 * the category is in the HTML, and a returning visitor's consent takes effect right after.
 */
export function useConsent(category: OptionalCategory): boolean {
  return useSyncExternalStore(
    subscribe,
    () => currentChoice()?.granted[category] ?? false,
    () => false,
  );
}

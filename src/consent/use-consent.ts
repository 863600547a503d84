import { useSyncExternalStore } from 'react';
import type { OptionalCategory } from './categories';
import { onConsentChange } from './consent-events';
import { readConsent, type ConsentChoice } from './consent-store';

/** Read from storage once, then each choice made. */
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

/** Updated as soon as the visitor chooses; prerender and hydration assume no consent, so a returning visitor's applies right after. */
export function useConsent(category: OptionalCategory): boolean {
  return useSyncExternalStore(
    subscribe,
    () => currentChoice()?.granted[category] ?? false,
    () => false,
  );
}

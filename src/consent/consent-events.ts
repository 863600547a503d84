import type { ConsentChoice } from './consent-store';

/**
 * The event a page's window receives when the visitor makes a choice. The banner's controls
 * (in the starter script) and the embeds (in the application) are separate bundles: they meet
 * here, and the choice travels with the event, so it holds even where storage refuses it.
 */
const CONSENT_CHANGE_EVENT = 'talvera:consent-change';

export function announceConsent(choice: ConsentChoice): void {
  window.dispatchEvent(new CustomEvent<ConsentChoice>(CONSENT_CHANGE_EVENT, { detail: choice }));
}

/** Calls `listener` with each choice made from now on; returns the function that stops it. */
export function onConsentChange(listener: (choice: ConsentChoice) => void): () => void {
  const handle = (event: Event) => {
    if (event instanceof CustomEvent) listener(event.detail as ConsentChoice);
  };
  window.addEventListener(CONSENT_CHANGE_EVENT, handle);
  return () => {
    window.removeEventListener(CONSENT_CHANGE_EVENT, handle);
  };
}

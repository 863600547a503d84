import type { ConsentChoice } from './consent-store';

/** The banner's controls and the embeds are separate bundles; the choice travels with the event, so it holds where storage refuses it. */
const CONSENT_CHANGE_EVENT = 'talvera:consent-change';

export function announceConsent(choice: ConsentChoice): void {
  window.dispatchEvent(new CustomEvent<ConsentChoice>(CONSENT_CHANGE_EVENT, { detail: choice }));
}

/** Returns the function that stops listening. */
export function onConsentChange(listener: (choice: ConsentChoice) => void): () => void {
  const handle = (event: Event) => {
    if (event instanceof CustomEvent) listener(event.detail as ConsentChoice);
  };
  window.addEventListener(CONSENT_CHANGE_EVENT, handle);
  return () => {
    window.removeEventListener(CONSENT_CHANGE_EVENT, handle);
  };
}

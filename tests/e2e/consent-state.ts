import { CONSENT_STORAGE_KEY, CONSENT_VERSION } from '../../src/consent/categories';
import { allCategories, type ConsentChoice, type Grants } from '../../src/consent/consent-store';

type StorageState = {
  cookies: [];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
};

/**
 * A browser state in which the visitor already chose (everything refused unless `granted` says
 * otherwise), made just now. playwright.config.ts starts every spec from it, so specs that are
 * not about consent meet the pages without the banner; the consent specs and the route-wide
 * checks start from `NO_CHOICE` instead and see it.
 */
export function storedChoice(origin: string, granted: Grants = allCategories(false)): StorageState {
  const choice: ConsentChoice = { version: CONSENT_VERSION, decidedAt: Date.now(), granted };
  return {
    cookies: [],
    origins: [{ origin, localStorage: [{ name: CONSENT_STORAGE_KEY, value: JSON.stringify(choice) }] }],
  };
}

/** A first visit: nothing stored. */
export const NO_CHOICE: StorageState = { cookies: [], origins: [] };

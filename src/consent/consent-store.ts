import {
  CONSENT_LIFETIME_DAYS,
  CONSENT_STORAGE_KEY,
  CONSENT_VERSION,
  OPTIONAL_CATEGORIES,
  type OptionalCategory,
} from './categories';

export type Grants = Record<OptionalCategory, boolean>;

export type ConsentChoice = {
  /** Another version is asked again. */
  version: string;
  /** Milliseconds since the epoch. */
  decidedAt: number;
  granted: Grants;
};

/** Tests give their own. */
export type ConsentStorage = Pick<Storage, 'getItem' | 'setItem'>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** A real choice is well under this; anything longer was not written by the site. */
const MAX_STORED_LENGTH = 512;

export function allCategories(granted: boolean): Grants {
  return Object.fromEntries(OPTIONAL_CATEGORIES.map((category) => [category, granted])) as Grants;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function ownFlag(record: Record<string, unknown>, key: string): boolean | undefined {
  const value = Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
  return typeof value === 'boolean' ? value : undefined;
}

/**
 * A stored choice holds if it is for this `CONSENT_VERSION`, within `CONSENT_LIFETIME_DAYS`, not
 * dated in the future, and answers every optional category. Anything else (corrupt, tampered,
 * expired) is no choice: the visitor is asked again and nothing loads meanwhile.
 */
export function parseConsent(raw: string | null, now: number): ConsentChoice | undefined {
  if (raw === null || raw.length > MAX_STORED_LENGTH) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!isRecord(value) || value.version !== CONSENT_VERSION) return undefined;
  const { decidedAt, granted } = value;
  if (typeof decidedAt !== 'number' || !Number.isFinite(decidedAt)) return undefined;
  if (decidedAt > now || now - decidedAt >= CONSENT_LIFETIME_DAYS * DAY_MS) return undefined;
  if (!isRecord(granted)) return undefined;
  const grants = allCategories(false);
  for (const category of OPTIONAL_CATEGORIES) {
    const flag = ownFlag(granted, category);
    if (flag === undefined) return undefined;
    grants[category] = flag;
  }
  return { version: CONSENT_VERSION, decidedAt, granted: grants };
}

/** Undefined where storage is refused (private modes, blocked storage). */
function localStorageOrNothing(): ConsentStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function readConsent(
  storage: ConsentStorage | undefined = localStorageOrNothing(),
  now = Date.now(),
): ConsentChoice | undefined {
  try {
    return parseConsent(storage?.getItem(CONSENT_STORAGE_KEY) ?? null, now);
  } catch {
    return undefined;
  }
}

/** Where storage refuses the choice, it still holds for this page (its listeners get it); the next page asks again. */
export function saveConsent(
  granted: Grants,
  storage: ConsentStorage | undefined = localStorageOrNothing(),
  now = Date.now(),
): ConsentChoice {
  const choice: ConsentChoice = { version: CONSENT_VERSION, decidedAt: now, granted: { ...granted } };
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(choice));
  } catch {
    // Not remembered: it holds for this page only.
  }
  return choice;
}

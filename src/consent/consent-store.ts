import {
  CONSENT_LIFETIME_DAYS,
  CONSENT_STORAGE_KEY,
  CONSENT_VERSION,
  OPTIONAL_CATEGORIES,
  type OptionalCategory,
} from './categories';

/** Each optional category, granted or not. */
export type Grants = Record<OptionalCategory, boolean>;

/** The visitor's choice, as it is stored. */
export type ConsentChoice = {
  /** `CONSENT_VERSION` when the visitor chose: another version is asked again. */
  version: string;
  /** When the visitor chose, in milliseconds since the epoch. */
  decidedAt: number;
  granted: Grants;
};

/** The part of the Web Storage interface the store uses (tests give their own). */
export type ConsentStorage = Pick<Storage, 'getItem' | 'setItem'>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** A real choice is well under this; anything longer was not written by the site. */
const MAX_STORED_LENGTH = 512;

/** Every optional category granted, or every one refused. */
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
 * The choice a stored value holds, if it is still valid at `now`: written for this version of
 * the categories, not older than `CONSENT_LIFETIME_DAYS`, not dated in the future, and with a
 * yes or no for every optional category. Anything else (corrupt, tampered, expired) is no choice,
 * so the visitor is asked again and nothing is loaded meanwhile.
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

/** The browser's local storage, or undefined where it is refused (private modes, blocked storage). */
function localStorageOrNothing(): ConsentStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The visitor's valid choice, if any; none when storage cannot be read. */
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

/**
 * Keeps the visitor's choice and returns it. Where storage refuses it, the choice still holds
 * for the page being read (its listeners get it), and the next page asks again.
 */
export function saveConsent(
  granted: Grants,
  storage: ConsentStorage | undefined = localStorageOrNothing(),
  now = Date.now(),
): ConsentChoice {
  const choice: ConsentChoice = { version: CONSENT_VERSION, decidedAt: now, granted: { ...granted } };
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(choice));
  } catch {
    // Not remembered: see above.
  }
  return choice;
}

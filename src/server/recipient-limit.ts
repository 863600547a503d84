import type { RecipientLimit } from './ports';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

/** Confirmation mails one address may receive: at most one per 10 minutes, and three per day. */
export const RECIPIENT_LIMITS = [
  { max: 1, windowMs: 10 * MINUTE },
  { max: 3, windowMs: DAY },
] as const;

export const RECIPIENT_MEMORY_MS = DAY;

/** `Victim+1@Example.com` counts as `victim@example.com`. */
export function normalisedRecipient(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  const local = lower.slice(0, at);
  const plus = local.indexOf('+');
  return `${plus > 0 ? local.slice(0, plus) : local}${lower.slice(at)}`;
}

export function takeRecipientSlot(sentAt: readonly number[], now: number): { allowed: boolean; sentAt: number[] } {
  const recent = sentAt.filter((time) => now - time < RECIPIENT_MEMORY_MS);
  const allowed = RECIPIENT_LIMITS.every(
    ({ max, windowMs }) => recent.filter((time) => now - time < windowMs).length < max,
  );
  return { allowed, sentAt: allowed ? [...recent, now] : recent };
}

/** One process's memory: the address mailed longest ago is forgotten first. */
export function memoryRecipientLimit(options: { maxRecipients?: number; now?: () => number } = {}): RecipientLimit {
  const { maxRecipients = 100_000, now = Date.now } = options;
  const sends = new Map<string, number[]>();
  return {
    take(recipient) {
      const key = normalisedRecipient(recipient);
      const slot = takeRecipientSlot(sends.get(key) ?? [], now());
      sends.delete(key);
      if (slot.sentAt.length > 0) sends.set(key, slot.sentAt);
      for (const oldest of sends.keys()) {
        if (sends.size <= maxRecipients) break;
        sends.delete(oldest);
      }
      return Promise.resolve(slot.allowed);
    },
  };
}

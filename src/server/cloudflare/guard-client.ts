import type { DurableObjectNamespace } from '@cloudflare/workers-types';
import type { IdempotencyStore, RateLimiter, RateVerdict, RecipientLimit } from '../ports';
import { normalisedRecipient } from '../recipient-limit';
import { sha256Hex } from '../body-fingerprint';
import { remember, replay } from '../idempotency';
import { keyReused } from '../responses';
import type { IdempotencyBegin, RateLimitRequest } from './form-guard';

/** Longer than a slow 10 MB upload may take to arrive (the Node server allows 360 s). */
export const IDEMPOTENCY_LEASE_MS = 400 * 1000;

async function call<T>(namespace: DurableObjectNamespace, name: string, path: string, body: unknown): Promise<T> {
  const stub = namespace.get(namespace.idFromName(name));
  const response = (await stub.fetch(`https://form-guard${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })) as unknown as Response;
  if (!response.ok) throw new Error(`FormGuard ${path} answered ${response.status}: ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** An unreachable object lets the post through (logged): a lead is worth more than a limit. */
export function durableRateLimiter(namespace: DurableObjectNamespace, limits: RateLimitRequest): RateLimiter {
  return {
    hit: (client) =>
      call<RateVerdict>(namespace, `rate-limit:${client}`, '/rate-limit', limits).catch((error: unknown) => {
        console.error('The rate limit could not be counted; the post goes through', error);
        return { allowed: true } as const;
      }),
  };
}

/** An unreachable object lets the mail go (logged), as with the rate limit. */
export function durableRecipientLimit(namespace: DurableObjectNamespace): RecipientLimit {
  return {
    async take(recipient) {
      try {
        // A name for the recipient's object that does not spell out the address.
        const name = `recipient:${await sha256Hex(normalisedRecipient(recipient))}`;
        return (await call<{ allowed: boolean }>(namespace, name, '/recipient-limit', {})).allowed;
      } catch (error) {
        console.error('The mails to a recipient could not be counted; this one goes', error);
        return true;
      }
    },
  };
}

/** An unreachable object runs the request without its key: a duplicate lead, not a lost one. */
export function durableIdempotencyStore(
  namespace: DurableObjectNamespace,
  { ttlMs, leaseMs = IDEMPOTENCY_LEASE_MS }: { ttlMs: number; leaseMs?: number },
): IdempotencyStore {
  return {
    async run(key, attempt, fingerprint = '') {
      const name = `idempotency:${key}`;
      let begin: IdempotencyBegin;
      try {
        do begin = await call<IdempotencyBegin>(namespace, name, '/idempotency/begin', { leaseMs, fingerprint });
        while (begin.state === 'running');
      } catch (error) {
        console.error('The Idempotency-Key could not be looked up; the request runs without it', error);
        return attempt();
      }
      if (begin.state === 'replay') return replay(begin.response);
      if (begin.state === 'mismatch') return keyReused();

      let response: Response;
      try {
        response = await attempt();
      } catch (error) {
        await call(namespace, name, '/idempotency/abandon', {}).catch(() => undefined);
        throw error;
      }
      try {
        if (response.status === 200) {
          const remembered = await remember(response);
          await call(namespace, name, '/idempotency/finish', { response: remembered, ttlMs, fingerprint });
        } else {
          await call(namespace, name, '/idempotency/abandon', {});
        }
      } catch (error) {
        console.error('The answer to an Idempotency-Key could not be remembered', error);
      }
      return response;
    },
  };
}

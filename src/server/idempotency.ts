import type { IdempotencyStore } from './ports';
import { keyReused } from './responses';

export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{1,100}$/;

/** An accepted answer as kept for its key (the Durable Object stores it as JSON). */
export type RememberedResponse = { status: number; headers: [string, string][]; body: string };

export async function remember(response: Response): Promise<RememberedResponse> {
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => headers.push([name, value]));
  return { status: response.status, headers, body: await response.clone().text() };
}

export const replay = (remembered: RememberedResponse) =>
  new Response(remembered.body, {
    status: remembered.status,
    headers: [...remembered.headers, ['Idempotent-Replayed', 'true']],
  });

type Remembered = RememberedResponse & { expires: number; fingerprint: string };

/** One process's memory: at most `maxKeys` answers for `ttlMs`, the oldest forgotten first. */
export function createIdempotencyStore({ maxKeys, ttlMs }: { maxKeys: number; ttlMs: number }) {
  const done = new Map<string, Remembered>();
  const running = new Map<string, Promise<unknown>>();

  const store: IdempotencyStore & { readonly size: number } = {
    async run(key, attempt, fingerprint = '') {
      for (;;) {
        const entry = done.get(key);
        if (entry && entry.expires > Date.now()) return entry.fingerprint === fingerprint ? replay(entry) : keyReused();
        if (entry) done.delete(key);
        const pending = running.get(key);
        if (!pending) break;
        await pending.catch(() => undefined);
      }
      const promise = attempt();
      running.set(key, promise);
      try {
        const response = await promise;
        if (response.status === 200) {
          done.set(key, { ...(await remember(response)), expires: Date.now() + ttlMs, fingerprint });
          for (const oldest of done.keys()) {
            if (done.size <= maxKeys) break;
            done.delete(oldest);
          }
        }
        return response;
      } finally {
        running.delete(key);
      }
    },
    get size() {
      return done.size;
    },
  };
  return store;
}

import type { RememberedResponse } from '../idempotency';
import type { RateVerdict } from '../ports';
import { RECIPIENT_MEMORY_MS, takeRecipientSlot } from '../recipient-limit';

/** The few storage calls FormGuard needs, so it is tested without workerd. */
export type GuardStorage = {
  get<T>(key: string): Promise<T | undefined>;
  put(key: string, value: unknown): Promise<void>;
  deleteAll(): Promise<void>;
  setAlarm(scheduledTime: number): Promise<void>;
};

export type RateLimitRequest = { max: number; windowMs: number };

/** On `run` the caller runs the request, and must `finish` or `abandon` within `leaseMs`. */
export type IdempotencyBegin =
  { state: 'replay'; response: RememberedResponse } | { state: 'run' | 'mismatch' | 'running' };

type RateWindow = { start: number; ends: number; count: number };
type KeyState =
  | { state: 'running'; until: number }
  | { state: 'done'; response: RememberedResponse; expires: number; fingerprint?: string };

/** How long one `begin` waits for a running request with the same key before it answers `running`. */
export const BEGIN_WAIT_MS = 5000;

/** One object per client, Idempotency-Key or recipient, one request at a time: nothing is taken twice. */
export class FormGuard {
  /** Requests with this object's key waiting for the running one (this object's memory only). */
  private readonly waiting = new Set<() => void>();

  constructor(
    private readonly state: { storage: GuardStorage },
    _env?: unknown,
    private readonly now: () => number = Date.now,
  ) {}

  /** Each call is a POST of JSON; an answer of nothing is a 204. */
  async fetch(request: Request): Promise<Response> {
    const calls: Record<string, ((body: never) => Promise<unknown>) | undefined> = {
      '/rate-limit': (limits: RateLimitRequest) => this.hit(limits),
      '/recipient-limit': () => this.takeRecipientSlot(),
      '/idempotency/begin': (call: { leaseMs: number; fingerprint?: string }) =>
        this.begin(call.leaseMs, call.fingerprint),
      '/idempotency/finish': (call: { response: RememberedResponse; ttlMs: number; fingerprint?: string }) =>
        this.finish(call.response, call.ttlMs, call.fingerprint),
      '/idempotency/abandon': () => this.abandon(),
    };
    const run = calls[new URL(request.url).pathname];
    if (!run) return new Response('Not found', { status: 404 });
    try {
      const answer = await run((await request.json()) as never);
      return answer === undefined ? new Response(null, { status: 204 }) : Response.json(answer);
    } catch (error) {
      return new Response(`Bad request: ${String(error)}`, { status: 400 });
    }
  }

  /** Counts one post in a fixed window, as the Node server does; the window is forgotten when it ends. */
  async hit({ max, windowMs }: RateLimitRequest): Promise<RateVerdict> {
    const now = this.now();
    let window = await this.state.storage.get<RateWindow>('window');
    if (!window || now - window.start >= windowMs) {
      window = { start: now, ends: now + windowMs, count: 0 };
      await this.state.storage.setAlarm(window.ends);
    }
    window.count += 1;
    await this.state.storage.put('window', window);
    if (window.count <= max) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.start + windowMs - now) / 1000)) };
  }

  async takeRecipientSlot(): Promise<{ allowed: boolean }> {
    const now = this.now();
    const slot = takeRecipientSlot((await this.state.storage.get<number[]>('sent')) ?? [], now);
    await this.state.storage.put('sent', slot.sentAt);
    const last = slot.sentAt[slot.sentAt.length - 1];
    if (last !== undefined) await this.state.storage.setAlarm(last + RECIPIENT_MEMORY_MS);
    return { allowed: slot.allowed };
  }

  /** A repeat while the first runs waits (up to BEGIN_WAIT_MS a call); a dead request's lease frees the key. */
  async begin(leaseMs: number, fingerprint = ''): Promise<IdempotencyBegin> {
    for (let waited = false; ; waited = true) {
      const now = this.now();
      const key = await this.state.storage.get<KeyState>('key');
      if (key?.state === 'done' && key.expires > now) {
        return (key.fingerprint ?? '') === fingerprint
          ? { state: 'replay', response: key.response }
          : { state: 'mismatch' };
      }
      if (key?.state !== 'running' || key.until <= now) {
        await this.state.storage.put('key', { state: 'running', until: now + leaseMs } satisfies KeyState);
        await this.state.storage.setAlarm(now + leaseMs);
        return { state: 'run' };
      }
      if (waited) return { state: 'running' };
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          this.waiting.delete(done);
          resolve();
        };
        const timer = setTimeout(done, Math.min(BEGIN_WAIT_MS, key.until - now));
        this.waiting.add(done);
      });
    }
  }

  async finish(response: RememberedResponse, ttlMs: number, fingerprint = ''): Promise<void> {
    const expires = this.now() + ttlMs;
    await this.state.storage.put('key', { state: 'done', response, expires, fingerprint } satisfies KeyState);
    await this.state.storage.setAlarm(expires);
    for (const wake of [...this.waiting]) wake();
  }

  async abandon(): Promise<void> {
    await this.state.storage.deleteAll();
    for (const wake of [...this.waiting]) wake();
  }

  /** A window, a key or a recipient's sends have run out: nothing of them is kept. */
  async alarm(): Promise<void> {
    const now = this.now();
    const key = await this.state.storage.get<KeyState>('key');
    const window = await this.state.storage.get<RateWindow>('window');
    const sent = (await this.state.storage.get<number[]>('sent')) ?? [];
    const lastSent = sent.length > 0 ? Math.max(...sent) + RECIPIENT_MEMORY_MS : undefined;
    const ends = key ? (key.state === 'done' ? key.expires : key.until) : (window?.ends ?? lastSent);
    if (ends !== undefined && ends > now) await this.state.storage.setAlarm(ends);
    else await this.state.storage.deleteAll();
  }
}

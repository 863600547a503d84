import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRateLimiter } from '../node/rate-limit';
import { BEGIN_WAIT_MS, FormGuard } from './form-guard';
import { memoryGuardStorage } from './__fixtures__/memory-guard-storage';

let clock: number;
let storage: ReturnType<typeof memoryGuardStorage>;
let guard: FormGuard;
const now = () => clock;

beforeEach(() => {
  clock = 1_000_000;
  storage = memoryGuardStorage();
  guard = new FormGuard({ storage }, undefined, now);
});

const post = (path: string, body: unknown) =>
  guard.fetch(new Request(`https://form-guard${path}`, { method: 'POST', body: JSON.stringify(body) }));

describe('FormGuard rate limit', () => {
  it('gives the same verdicts as the Node server’s limiter, hit for hit', async () => {
    const node = createRateLimiter({ max: 3, windowMs: 10_000, maxClients: 10 });
    for (const step of [0, 1000, 1000, 1000, 2500, 4000, 600, 1, 3000]) {
      clock += step;
      expect(await guard.hit({ max: 3, windowMs: 10_000 })).toEqual(node.hit('client', clock));
    }
  });

  it('answers the 31st post of a window with the seconds left in it', async () => {
    for (let post = 0; post < 30; post += 1)
      expect(await guard.hit({ max: 30, windowMs: 600_000 })).toEqual({ allowed: true });
    clock += 100_500;
    expect(await guard.hit({ max: 30, windowMs: 600_000 })).toEqual({ allowed: false, retryAfterSeconds: 500 });
  });

  it('forgets the window when its alarm rings after it ended', async () => {
    await guard.hit({ max: 1, windowMs: 10_000 });
    expect(storage.alarm).toBe(clock + 10_000);
    clock += 10_000;
    await guard.alarm();
    expect(storage.size()).toBe(0);
  });

  it('answers over fetch', async () => {
    const answer = await post('/rate-limit', { max: 0.5, windowMs: 1000 });
    expect(await answer.json()).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect((await post('/nothing', {})).status).toBe(404);
    expect(
      (await guard.fetch(new Request('https://form-guard/rate-limit', { method: 'POST', body: '{' }))).status,
    ).toBe(400);
  });
});

describe('FormGuard Idempotency-Key', () => {
  const accepted = {
    status: 200,
    headers: [['content-type', 'application/json']] as [string, string][],
    body: '{"ok":true}',
  };

  it('lets the first request run and replays its accepted answer until the key expires', async () => {
    expect(await guard.begin(60_000)).toEqual({ state: 'run' });
    await guard.finish(accepted, 86_400_000);
    expect(await guard.begin(60_000)).toEqual({ state: 'replay', response: accepted });
    clock += 86_400_000 - 1;
    expect(await guard.begin(60_000)).toEqual({ state: 'replay', response: accepted });
    expect(storage.alarm).toBe(1_000_000 + 86_400_000);
    clock += 1;
    await guard.alarm();
    expect(storage.size()).toBe(0);
    expect(await guard.begin(60_000)).toEqual({ state: 'run' });
  });

  it('lets a key whose request failed be tried again', async () => {
    await guard.begin(60_000);
    await guard.abandon();
    expect(await guard.begin(60_000)).toEqual({ state: 'run' });
  });

  it('makes a repeat that comes while the first runs wait for its answer', async () => {
    await guard.begin(60_000);
    const repeat = guard.begin(60_000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await guard.finish(accepted, 1000);
    expect(await repeat).toEqual({ state: 'replay', response: accepted });
  });

  it('makes a waiting repeat run when the first fails', async () => {
    await guard.begin(60_000);
    const repeat = guard.begin(60_000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await guard.abandon();
    expect(await repeat).toEqual({ state: 'run' });
  });

  describe('with timers under the test’s control', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('answers running after waiting BEGIN_WAIT_MS, so that the caller asks again', async () => {
      await guard.begin(600_000);
      let answer: unknown;
      void guard.begin(600_000).then((value) => (answer = value));
      await vi.advanceTimersByTimeAsync(BEGIN_WAIT_MS - 1);
      expect(answer).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(answer).toEqual({ state: 'running' });
    });
  });

  it('frees the key of a request that died when its lease ends', async () => {
    await guard.begin(60_000);
    clock += 60_000;
    expect(await guard.begin(60_000)).toEqual({ state: 'run' });
  });

  it('keeps a running key through an early alarm', async () => {
    await guard.begin(60_000);
    clock += 59_000;
    await guard.alarm();
    expect(storage.alarm).toBe(1_000_000 + 60_000);
    expect(await storage.get('key')).toEqual({ state: 'running', until: 1_000_000 + 60_000 });
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { d1NewsletterLog, STALE_CLAIM_MS } from './d1-newsletter-log';
import { startLocalStores, type LocalStores } from './__fixtures__/local-stores';

let stores: LocalStores;
let clock: number;
const now = () => clock;

beforeAll(async () => {
  stores = await startLocalStores();
});
afterAll(() => stores.dispose());
beforeEach(async () => {
  await stores.db.prepare('DELETE FROM newsletter_events').run();
  clock = Date.UTC(2026, 0, 10);
});

describe('d1NewsletterLog', () => {
  it('lets one of two instances claim a link, and remembers it on both once recorded', async () => {
    const a = d1NewsletterLog(stores.db, now);
    const b = d1NewsletterLog(stores.db, now);
    expect(await a.has('confirmed', 'token-1')).toBe(false);
    const claims = await Promise.all([a.claim('confirmed', 'token-1'), b.claim('confirmed', 'token-1')]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    await a.append('confirmed', 'token-1');
    expect(await b.has('confirmed', 'token-1')).toBe(true);
    expect(await b.claim('confirmed', 'token-1')).toBe(false);
    clock += 365 * 24 * 60 * 60 * 1000;
    expect(await b.claim('confirmed', 'token-1')).toBe(false);
  });

  it('keeps each event apart: a confirmed link can still unsubscribe', async () => {
    const log = d1NewsletterLog(stores.db, now);
    await log.append('confirmed', 'token-1');
    expect(await log.has('unsubscribed', 'token-1')).toBe(false);
    expect(await log.claim('unsubscribed', 'token-1')).toBe(true);
  });

  it('gives a released claim back', async () => {
    const log = d1NewsletterLog(stores.db, now);
    expect(await log.claim('confirmed', 'token-1')).toBe(true);
    await log.release('confirmed', 'token-1');
    expect(await log.has('confirmed', 'token-1')).toBe(false);
    expect(await log.claim('confirmed', 'token-1')).toBe(true);
  });

  it('never releases a recorded event', async () => {
    const log = d1NewsletterLog(stores.db, now);
    await log.append('confirmed', 'token-1');
    await log.release('confirmed', 'token-1');
    expect(await log.has('confirmed', 'token-1')).toBe(true);
  });

  it('lets a claim of a request that died be taken again once it is stale', async () => {
    const log = d1NewsletterLog(stores.db, now);
    expect(await log.claim('confirmed', 'token-1')).toBe(true);
    clock += STALE_CLAIM_MS - 1;
    expect(await log.has('confirmed', 'token-1')).toBe(true);
    expect(await log.claim('confirmed', 'token-1')).toBe(false);
    clock += 1;
    expect(await log.has('confirmed', 'token-1')).toBe(false);
    expect(await log.claim('confirmed', 'token-1')).toBe(true);
    expect(await log.claim('confirmed', 'token-1')).toBe(false);
  });

  it('stores token ids and times only', async () => {
    const log = d1NewsletterLog(stores.db, now);
    await log.append('unsubscribed', 'token-9');
    const { results } = await stores.db.prepare('SELECT * FROM newsletter_events').all();
    expect(results).toEqual([{ event: 'unsubscribed', token_id: 'token-9', state: 'done', at: clock }]);
  });
});

import type { D1Database } from '@cloudflare/workers-types';
import type { NewsletterLog } from '../ports';

/** A claim this old belongs to a request that died before recording or releasing it. */
export const STALE_CLAIM_MS = 5 * 60 * 1000;

/** A claim is a `claimed` row only one insert can win; `append` makes it `done`. */
export function d1NewsletterLog(db: D1Database, now: () => number = Date.now): NewsletterLog {
  return {
    async has(event, id) {
      const row = await db
        .prepare(
          `SELECT 1 FROM newsletter_events WHERE event = ? AND token_id = ?
           AND (state = 'done' OR at > ?)`,
        )
        .bind(event, id, now() - STALE_CLAIM_MS)
        .first();
      return row !== null;
    },
    async recorded(event, id) {
      const row = await db
        .prepare(`SELECT 1 FROM newsletter_events WHERE event = ? AND token_id = ? AND state = 'done'`)
        .bind(event, id)
        .first();
      return row !== null;
    },
    async claim(event, id) {
      const at = now();
      const result = await db
        .prepare(
          `INSERT INTO newsletter_events (event, token_id, state, at) VALUES (?, ?, 'claimed', ?)
           ON CONFLICT (event, token_id) DO UPDATE SET at = excluded.at
           WHERE state = 'claimed' AND at <= ?`,
        )
        .bind(event, id, at, at - STALE_CLAIM_MS)
        .run();
      return result.meta.changes === 1;
    },
    async release(event, id) {
      await db
        .prepare(`DELETE FROM newsletter_events WHERE event = ? AND token_id = ? AND state = 'claimed'`)
        .bind(event, id)
        .run();
    },
    async append(event, id) {
      await db
        .prepare(
          `INSERT INTO newsletter_events (event, token_id, state, at) VALUES (?, ?, 'done', ?)
           ON CONFLICT (event, token_id) DO UPDATE SET state = 'done', at = excluded.at`,
        )
        .bind(event, id, now())
        .run();
    },
  };
}

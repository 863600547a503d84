import type { D1Database } from '@cloudflare/workers-types';
import type { NewsletterLog } from '../ports';
import { d1 } from './d1';

/** A claim this old belongs to a request that died before recording or releasing it. */
export const STALE_CLAIM_MS = 5 * 60 * 1000;

/** A claim is a `claimed` row only one insert can win; `append` makes it `done`. */
export function d1NewsletterLog(database: D1Database, now: () => number = Date.now): NewsletterLog {
  const db = d1(database);
  const where = 'WHERE event = ? AND token_id = ?';
  return {
    async has(event, id) {
      const sql = `SELECT 1 FROM newsletter_events ${where} AND (state = 'done' OR at > ?)`;
      return (await db.first(sql, event, id, now() - STALE_CLAIM_MS)) !== null;
    },
    async recorded(event, id) {
      return (await db.first(`SELECT 1 FROM newsletter_events ${where} AND state = 'done'`, event, id)) !== null;
    },
    async claim(event, id) {
      const at = now();
      const sql = `INSERT INTO newsletter_events (event, token_id, state, at) VALUES (?, ?, 'claimed', ?)
        ON CONFLICT (event, token_id) DO UPDATE SET at = excluded.at WHERE state = 'claimed' AND at <= ?`;
      return (await db.run(sql, event, id, at, at - STALE_CLAIM_MS)) === 1;
    },
    async release(event, id) {
      await db.run(`DELETE FROM newsletter_events ${where} AND state = 'claimed'`, event, id);
    },
    async append(event, id) {
      const sql = `INSERT INTO newsletter_events (event, token_id, state, at) VALUES (?, ?, 'done', ?)
        ON CONFLICT (event, token_id) DO UPDATE SET state = 'done', at = excluded.at`;
      await db.run(sql, event, id, now());
    },
  };
}

import type { D1Database } from '@cloudflare/workers-types';

/** One statement bound to `values`: the rows it changed, its rows, or its first row (null for none). */
export function d1(db: D1Database) {
  const bound = (sql: string, values: unknown[]) => db.prepare(sql).bind(...values);
  return {
    run: async (sql: string, ...values: unknown[]) => (await bound(sql, values).run()).meta.changes,
    all: async <T>(sql: string, ...values: unknown[]) => (await bound(sql, values).all<T>()).results,
    first: <T>(sql: string, ...values: unknown[]) => bound(sql, values).first<T>(),
  };
}

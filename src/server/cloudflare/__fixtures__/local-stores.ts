import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { D1Database, R2Bucket } from '@cloudflare/workers-types';
import { Miniflare } from 'miniflare';

const MIGRATIONS = join(import.meta.dirname, '..', 'migrations');

/** The statements of a migration file, without its comments. */
export function migrationStatements(sql: string): string[] {
  return sql
    .split('\n')
    .map((line) => line.replace(/--.*$/, ''))
    .join('\n')
    .split(';')
    .map((statement) => statement.trim())
    .filter((statement) => statement !== '');
}

export type LocalStores = { db: D1Database; resumes: R2Bucket; dispose(): Promise<void> };

/**
 * A real D1 database and R2 bucket in workerd (Miniflare, in memory), with every migration of
 * migrations/ applied in order, as `wrangler d1 migrations apply` does.
 */
export async function startLocalStores(): Promise<LocalStores> {
  const miniflare = new Miniflare({
    modules: true,
    script: 'export default { fetch() { return new Response(null, { status: 404 }); } }',
    compatibilityDate: '2025-07-18',
    d1Databases: { DB: 'talvera-forms' },
    r2Buckets: ['RESUMES'],
  });
  const db = await miniflare.getD1Database('DB');
  const resumes = (await miniflare.getR2Bucket('RESUMES')) as unknown as R2Bucket;
  for (const file of readdirSync(MIGRATIONS)
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    for (const statement of migrationStatements(readFileSync(join(MIGRATIONS, file), 'utf8'))) {
      await db.prepare(statement).run();
    }
  }
  return {
    // Miniflare's proxy speaks D1's API over the wire; it is not the runtime's class, by design.
    // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment
    db,
    resumes,
    dispose: () => miniflare.dispose(),
  };
}

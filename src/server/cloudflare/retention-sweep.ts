import type { D1Database, R2Bucket } from '@cloudflare/workers-types';
import { d1 } from './d1';
import { messageStore } from './message-store';

/** R2 deletes at most 1000 keys at once. */
const BATCH = 500;

/** Messages, their résumés (first) and not-found reports; the newsletter's token ids must outlive the links. */
export async function sweepExpired(options: {
  db: D1Database;
  resumes: R2Bucket;
  retentionMs: number;
  now: number;
}): Promise<{ messages: number; resumes: number; notFoundReports: number }> {
  const before = options.now - options.retentionMs;
  const store = messageStore(options.db);
  let messages = 0;
  let resumes = 0;
  for (;;) {
    const keys = await store.attachmentsBefore(before, BATCH);
    if (keys.length > 0) await options.resumes.delete(keys);
    resumes += keys.length;
    messages += await store.deleteBefore(before, keys);
    if (keys.length < BATCH) break;
  }
  const sql = 'DELETE FROM not_found_reports WHERE at < ?';
  return { messages, resumes, notFoundReports: await d1(options.db).run(sql, new Date(before).toISOString()) };
}

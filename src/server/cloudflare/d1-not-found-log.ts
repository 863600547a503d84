import type { D1Database } from '@cloudflare/workers-types';
import type { NotFoundLog } from '../ports';

export function d1NotFoundLog(db: D1Database): NotFoundLog {
  return {
    async record(report) {
      await db
        .prepare('INSERT INTO not_found_reports (path, referrer, at) VALUES (?, ?, ?)')
        .bind(report.path, report.referrer, report.at)
        .run();
    },
  };
}

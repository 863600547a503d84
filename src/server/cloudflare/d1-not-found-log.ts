import type { D1Database } from '@cloudflare/workers-types';
import type { NotFoundLog } from '../ports';
import { d1 } from './d1';

export function d1NotFoundLog(db: D1Database): NotFoundLog {
  return {
    async record(report) {
      const sql = 'INSERT INTO not_found_reports (path, referrer, at) VALUES (?, ?, ?)';
      await d1(db).run(sql, report.path, report.referrer, report.at);
    },
  };
}

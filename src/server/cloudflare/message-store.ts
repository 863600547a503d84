import type { D1Database } from '@cloudflare/workers-types';
import { d1 } from './d1';

export type StoredMessage = {
  id: string;
  createdAt: number;
  /** Undefined: MAIL_TO. */
  recipient: string | undefined;
  replyTo: string | undefined;
  subject: string;
  body: string;
  attachment: { key: string; filename: string; contentType: string } | undefined;
  status: 'pending' | 'sent' | 'failed' | 'unsent';
  attempts: number;
};

/** A row as a StoredMessage but for its NULLs, and the attachment as JSON. */
const MESSAGE = `SELECT id, created_at AS createdAt, recipient, reply_to AS replyTo, subject, body, status, attempts,
  CASE WHEN attachment_key IS NULL THEN NULL ELSE json_object('key', attachment_key,
    'filename', COALESCE(attachment_name, 'attachment'),
    'contentType', COALESCE(attachment_type, 'application/octet-stream')) END AS attachment FROM messages`;

type Row = Omit<StoredMessage, 'recipient' | 'replyTo' | 'attachment'> & {
  recipient: string | null;
  replyTo: string | null;
  attachment: string | null;
};

const fromRow = (row: Row): StoredMessage => ({
  ...row,
  recipient: row.recipient ?? undefined,
  replyTo: row.replyTo ?? undefined,
  attachment: row.attachment === null ? undefined : (JSON.parse(row.attachment) as StoredMessage['attachment']),
});

export function messageStore(database: D1Database) {
  const db = d1(database);
  return {
    /** Stores a new message; `nextAttemptAt` keeps the cron away while the first attempt runs. */
    async insert(
      message: Omit<StoredMessage, 'attempts' | 'status'>,
      status: 'pending' | 'unsent',
      nextAttemptAt: number | undefined,
    ): Promise<void> {
      await db.run(
        `INSERT INTO messages (id, created_at, recipient, reply_to, subject, body, attachment_key,
           attachment_name, attachment_type, status, attempts, next_attempt_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)`,
        message.id,
        message.createdAt,
        message.recipient ?? null,
        message.replyTo ?? null,
        message.subject,
        message.body,
        message.attachment?.key ?? null,
        message.attachment?.filename ?? null,
        message.attachment?.contentType ?? null,
        status,
        nextAttemptAt ?? null,
      );
    },
    async get(id: string): Promise<StoredMessage | undefined> {
      const row = await db.first<Row>(`${MESSAGE} WHERE id = ?`, id);
      return row ? fromRow(row) : undefined;
    },
    async due(now: number, limit: number): Promise<string[]> {
      const sql = `SELECT id FROM messages WHERE status = 'pending' AND next_attempt_at <= ?
        ORDER BY next_attempt_at LIMIT ?`;
      return (await db.all<{ id: string }>(sql, now, limit)).map((row) => row.id);
    },
    /** So that two cron runs cannot both send it; if the attempt dies, it is due again at `leaseUntil`. */
    async claim(id: string, now: number, leaseUntil: number): Promise<boolean> {
      const sql = `UPDATE messages SET next_attempt_at = ?
        WHERE id = ? AND status = 'pending' AND next_attempt_at <= ?`;
      return (await db.run(sql, leaseUntil, id, now)) === 1;
    },
    async markSent(id: string, now: number): Promise<void> {
      await db.run(
        `UPDATE messages SET status = 'sent', sent_at = ?, attempts = attempts + 1, next_attempt_at = NULL,
           last_error = NULL WHERE id = ?`,
        now,
        id,
      );
    },
    /** Records a failed attempt: retried at `nextAttemptAt`, or given up (`failed`) when it is undefined. */
    async recordFailure(id: string, error: string, nextAttemptAt: number | undefined): Promise<void> {
      await db.run(
        'UPDATE messages SET attempts = attempts + 1, last_error = ?, status = ?, next_attempt_at = ? WHERE id = ?',
        error.slice(0, 1000),
        nextAttemptAt === undefined ? 'failed' : 'pending',
        nextAttemptAt ?? null,
        id,
      );
    },
    async failedUnalerted(limit: number): Promise<StoredMessage[]> {
      const sql = `${MESSAGE} WHERE status = 'failed' AND alerted_at IS NULL ORDER BY created_at LIMIT ?`;
      return (await db.all<Row>(sql, limit)).map(fromRow);
    },
    async markAlerted(id: string, now: number): Promise<void> {
      await db.run('UPDATE messages SET alerted_at = ? WHERE id = ?', now, id);
    },
    /** The résumés of messages created before `before` (to delete from R2 with them). */
    async attachmentsBefore(before: number, limit: number): Promise<string[]> {
      const sql = `SELECT attachment_key FROM messages WHERE created_at < ? AND attachment_key IS NOT NULL
        ORDER BY created_at LIMIT ?`;
      return (await db.all<{ attachment_key: string }>(sql, before, limit)).map((row) => row.attachment_key);
    },
    /** Deletes messages created before `before` whose résumé, if any, is in `deletedAttachments` or none. */
    deleteBefore(before: number, deletedAttachments: readonly string[]): Promise<number> {
      const sql = `DELETE FROM messages WHERE created_at < ?
        AND (attachment_key IS NULL OR attachment_key IN (SELECT value FROM json_each(?)))`;
      return db.run(sql, before, JSON.stringify(deletedAttachments));
    },
  };
}

export type MessageStore = ReturnType<typeof messageStore>;

-- The forms' state on Cloudflare (src/server/cloudflare/): what the Node server keeps in outbox/,
-- spool/, the newsletter log file and its own log. Times are milliseconds since the epoch unless
-- the column says otherwise.

-- Every mail a form sends (a lead to sales, a newsletter mail), stored before the visitor is told
-- it was received, then delivered; kept RETENTION_DAYS from created_at whatever became of it.
CREATE TABLE messages (
  id TEXT PRIMARY KEY,
  created_at INTEGER NOT NULL,
  -- NULL: MAIL_TO (sales); else a newsletter subscriber or NEWSLETTER_TO.
  recipient TEXT,
  reply_to TEXT,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  -- The résumé in R2 (binding RESUMES), its file name and media type in the mail.
  attachment_key TEXT,
  attachment_name TEXT,
  attachment_type TEXT,
  -- pending: to be delivered; sent; failed: given up after SPOOL_MAX_ATTEMPTS; unsent: no SMTP_URL.
  status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed', 'unsent')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER,
  last_error TEXT,
  sent_at INTEGER,
  -- When ALERT_TO was told of a failed message.
  alerted_at INTEGER
);
CREATE INDEX messages_due ON messages (status, next_attempt_at);
CREATE INDEX messages_created ON messages (created_at);

-- The leads as sales reads them (README, "Deploying"): the mails to MAIL_TO, with readable times.
CREATE VIEW leads AS
SELECT
  id,
  datetime(created_at / 1000, 'unixepoch') AS received_utc,
  status,
  attempts,
  subject,
  reply_to,
  body,
  attachment_key,
  attachment_name
FROM messages
WHERE recipient IS NULL;

-- The newsletter's used links: token ids, never an address. A claim is taken before the link's
-- work and becomes done after it; a claim older than a few minutes belongs to a request that died.
CREATE TABLE newsletter_events (
  event TEXT NOT NULL CHECK (event IN ('confirmed', 'unsubscribed')),
  token_id TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('claimed', 'done')),
  at INTEGER NOT NULL,
  PRIMARY KEY (event, token_id)
);

-- What the not-found page reports: the address and the referrer, no client identifier.
CREATE TABLE not_found_reports (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  path TEXT NOT NULL,
  referrer TEXT NOT NULL,
  -- ISO 8601, UTC.
  at TEXT NOT NULL
);
CREATE INDEX not_found_reports_at ON not_found_reports (at);

/**
 * What the handlers need from the platform they run on, passed in by its adapter: the Node
 * server of `npm start` (node/) or Cloudflare Pages Functions (cloudflare/). The handlers
 * themselves use only web-standard APIs.
 */
import type { FileWindow } from './file-window';

/** A file to attach: on disk (Node, read while the message is written), or held as a Blob (Cloudflare). */
export type MailAttachment = { filename: string; contentType: string } & ({ path: string } | { blob: Blob });

export type OutgoingMail = {
  /** The recipient when it is not the configured one (MAIL_TO): a newsletter subscriber, marketing. */
  to?: string;
  subject: string;
  text: string;
  /** The visitor's address, so that answering the mail answers them. */
  replyTo?: string;
  attachments?: MailAttachment[];
};

/**
 * Where form submissions go. The promise resolves once the submission is safe: sent, or
 * stored whole (a file, a database row); a rejected promise means it could not be kept at all.
 */
export type MailTransport = { send(mail: OutgoingMail): Promise<void> };

/**
 * Remembers the answers of accepted requests by their Idempotency-Key. `run` runs `attempt`
 * once per key: a repeat of a key whose attempt was accepted (200) gets the same answer
 * without running again, a repeat that arrives while the first is running waits for it, and a
 * key whose attempt failed (400, 413, 500…) may be tried again. A repeat whose body's
 * `fingerprint` differs from the accepted one's is another request under a used key: 422.
 */
export type IdempotencyStore = {
  run(key: string, attempt: () => Promise<Response>, fingerprint?: string): Promise<Response>;
};

/** What happened to a newsletter link: its token id was used to confirm or to unsubscribe. */
export type NewsletterEvent = 'confirmed' | 'unsubscribed';

/** The newsletter's memory of used links (token ids and times, never an address). */
export type NewsletterLog = {
  /** Whether the token id has this event on record, or taken by a use still at work. */
  has(event: NewsletterEvent, id: string): Promise<boolean>;
  /** Whether the token id has this event on record for good (`append`ed). */
  recorded(event: NewsletterEvent, id: string): Promise<boolean>;
  /**
   * Takes the event before its work is done, so that two uses of one link at once cannot both
   * go ahead: false when it is already recorded or taken.
   */
  claim(event: NewsletterEvent, id: string): Promise<boolean>;
  /** Gives a claim back when the work failed (the link may be used again). */
  release(event: NewsletterEvent, id: string): Promise<void>;
  /** Records the event for good. */
  append(event: NewsletterEvent, id: string): Promise<void>;
};

/** A not-found report as kept: the address, where the visitor came from, and when. No client identifier. */
export type NotFoundRecord = { path: string; referrer: string; at: string };

/** Where not-found reports are kept (the server's log, a database table). */
export type NotFoundLog = { record(report: NotFoundRecord): Promise<void> };

/** The one file kept from a multipart body. */
export type UploadedFile = {
  /** The name the client gave, as sent (sanitise before use). */
  filename: string;
  /** Bytes received; when `truncated`, the file was larger than the limit and only its start is kept. */
  size: number;
  truncated: boolean;
  /** Random access to the bytes, for the structural checks; close it when done. */
  open(): Promise<FileWindow & { close(): Promise<void> }>;
  /** The bytes as the same adapter's mail transport attaches them. */
  attachment(filename: string, contentType: string): MailAttachment;
};

export type MultipartBody = {
  /** The first value of each text field (a repeated field keeps its first value). */
  fields: Map<string, string>;
  /** The file sent in the file field, if any (a second file, or one in another field, is refused). */
  file?: UploadedFile;
  /** The file field was sent as a text part instead of a file. */
  fileFieldAsText?: string;
  /** Releases what reading took (a temporary file); called once the answer is known. */
  dispose(): void;
};

export type MultipartLimits = {
  /** The whole body's limit: BodyTooLargeError past it, decided before or while it arrives. */
  maxBytes: number;
  /** The field of the one file allowed: another file part rejects the body (UnexpectedFilePartError). */
  fileField: string;
  /** The file's limit: past it the file is marked truncated. */
  maxFileBytes: number;
};

/**
 * Reads a multipart/form-data body within its limits: rejects with BodyTooLargeError past
 * `maxBytes`, RequestTimeoutError when it stops arriving, StorageError when the file cannot be
 * kept, UnexpectedFilePartError for a file part besides the one file, and any other error for a
 * body that is not multipart.
 */
export type MultipartReader = (request: Request, limits: MultipartLimits) => Promise<MultipartBody>;

/** Counts form posts per client across every instance of the server. */
export type RateLimiter = {
  hit(client: string): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }>;
};

/**
 * Counts the newsletter's confirmation mails per recipient (by its normalised address,
 * recipient-limit.ts), across every instance: `take` answers whether one more may be sent now,
 * and counts it when it may.
 */
export type RecipientLimit = { take(recipient: string): Promise<boolean> };

/** Everything the handlers take from their platform. */
export type ServerPorts = {
  mail: MailTransport;
  idempotency: IdempotencyStore;
  newsletterLog: NewsletterLog;
  recipientLimit: RecipientLimit;
  notFoundLog: NotFoundLog;
  readMultipart: MultipartReader;
  /** A prerendered page of the site as the static side serves it (`dist/` locally, the CDN's assets on Cloudflare). */
  page: (path: string) => Promise<Response>;
  /** The clock, in milliseconds since the epoch. */
  now: () => number;
};

/** What the handlers take from the site's settings. */
export type ServerConfig = {
  /** The public origin of the site: form posts may come from it, the newsletter's links lead there. */
  siteOrigin: string;
  /** The HMAC key of the newsletter's links (NEWSLETTER_SECRET). */
  newsletterSecret: string;
  /** Marketing's address, which receives each confirmation and unsubscribe (NEWSLETTER_TO). */
  newsletterTo: string;
};

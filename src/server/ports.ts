/** What the handlers take from their platform, passed in by its adapter (node/ or cloudflare/). */
import type { FileWindow } from './file-window';

/** On disk (Node, read while the message is written), or held as a Blob (Cloudflare). */
export type MailAttachment = { filename: string; contentType: string } & ({ path: string } | { blob: Blob });

export type OutgoingMail = {
  /** When not MAIL_TO: a newsletter subscriber, marketing. */
  to?: string;
  subject: string;
  text: string;
  replyTo?: string;
  attachments?: MailAttachment[];
};

/** Resolves once the submission is safe (sent, or stored whole); rejects when it could not be kept. */
export type MailTransport = { send(mail: OutgoingMail): Promise<void> };

/** Once per key: a 200 is replayed, a repeat meanwhile waits, a failure may retry, another fingerprint is 422. */
export type IdempotencyStore = {
  run(key: string, attempt: () => Promise<Response>, fingerprint?: string): Promise<Response>;
};

export type NewsletterEvent = 'confirmed' | 'unsubscribed';

/** The used links: token ids and times, never an address. */
export type NewsletterLog = {
  /** Recorded, or claimed by a use still at work. */
  has(event: NewsletterEvent, id: string): Promise<boolean>;
  recorded(event: NewsletterEvent, id: string): Promise<boolean>;
  /** Taken before the work, so two uses of one link at once cannot both go ahead. */
  claim(event: NewsletterEvent, id: string): Promise<boolean>;
  release(event: NewsletterEvent, id: string): Promise<void>;
  append(event: NewsletterEvent, id: string): Promise<void>;
};

/** No client identifier is kept. */
export type NotFoundLog = { record(report: { path: string; referrer: string; at: string }): Promise<void> };

export type UploadedFile = {
  /** As sent: sanitise before use. */
  filename: string;
  /** When `truncated`, only the start (up to the limit) is kept. */
  size: number;
  truncated: boolean;
  open(): Promise<FileWindow & { close(): Promise<void> }>;
  attachment(filename: string, contentType: string): MailAttachment;
};

export type MultipartBody = {
  /** A repeated field keeps its first value. */
  fields: Map<string, string>;
  file?: UploadedFile;
  fileFieldAsText?: string;
  /** Called once the answer is known. */
  dispose(): void;
};

export type MultipartLimits = { maxBytes: number; fileField: string; maxFileBytes: number };

/** Rejects with BodyTooLargeError, RequestTimeoutError, StorageError (the disk) or UnexpectedFilePartError. */
export type MultipartReader = (request: Request, limits: MultipartLimits) => Promise<MultipartBody>;

export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Form posts per client: in this process's memory (Node) or across every instance (Cloudflare). */
export type RateLimiter = { hit(client: string): RateVerdict | Promise<RateVerdict> };

/** Confirmation mails per normalised recipient, across every instance; `take` counts one when allowed. */
export type RecipientLimit = { take(recipient: string): Promise<boolean> };

export type ServerPorts = {
  mail: MailTransport;
  idempotency: IdempotencyStore;
  newsletterLog: NewsletterLog;
  recipientLimit: RecipientLimit;
  notFoundLog: NotFoundLog;
  readMultipart: MultipartReader;
  /** A prerendered page as the static side serves it. */
  page: (path: string) => Promise<Response>;
  now: () => number;
};

export type ServerConfig = {
  /** Form posts may come from it; the newsletter's links lead there. */
  siteOrigin: string;
  newsletterSecret: string;
  newsletterTo: string;
};

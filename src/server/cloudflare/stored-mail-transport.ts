import type { R2Bucket } from '@cloudflare/workers-types';
import type { MailTransport } from '../ports';
import { DELIVERY_LEASE_MS } from './delivery';
import type { MessageStore } from './message-store';

export type StoredMailOptions = {
  store: MessageStore;
  resumes: R2Bucket;
  /** Whether SMTP_URL is set: without it, messages are stored as `unsent` and nothing is delivered. */
  delivers: boolean;
  now: () => number;
  newId: () => string;
  /** Runs the first delivery attempt after the answer (Pages' `waitUntil`). */
  deliverLater: (id: string) => void;
};

export const resumeKey = (id: string) => `resumes/${id}`;

/** Safe once stored (résumé in R2, message in D1); the mail goes after the answer, retried by the cron. */
export function storedMailTransport(options: StoredMailOptions): MailTransport {
  return {
    async send(mail) {
      const id = options.newId();
      const createdAt = options.now();
      const [file, ...more] = mail.attachments ?? [];
      if (more.length > 0) throw new Error('A stored message holds at most one attachment');
      if (file && !('blob' in file)) throw new Error('The Cloudflare adapter stores attachments held as Blobs');
      const attachment = file && { key: resumeKey(id), filename: file.filename, contentType: file.contentType };
      if (file && attachment) {
        await options.resumes.put(attachment.key, await file.blob.arrayBuffer(), {
          httpMetadata: { contentType: file.contentType },
          customMetadata: { filename: file.filename, messageId: id },
        });
      }
      try {
        await options.store.insert(
          {
            id,
            createdAt,
            recipient: mail.to,
            replyTo: mail.replyTo,
            subject: mail.subject,
            body: mail.text,
            attachment,
          },
          options.delivers ? 'pending' : 'unsent',
          options.delivers ? createdAt + DELIVERY_LEASE_MS : undefined,
        );
      } catch (error) {
        if (attachment) await options.resumes.delete(attachment.key).catch(() => undefined);
        throw error;
      }
      if (options.delivers) options.deliverLater(id);
    },
  };
}

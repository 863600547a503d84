import { readFileSync } from 'node:fs';
import type { MailAttachment, MailTransport, OutgoingMail } from '../ports';

/** A mail as a recording transport keeps it: each attachment's bytes read when it was sent. */
export type RecordedMail = OutgoingMail & { attachments: (MailAttachment & { content: Uint8Array })[] };

async function attachmentBytes(attachment: MailAttachment): Promise<Uint8Array> {
  return 'path' in attachment
    ? new Uint8Array(readFileSync(attachment.path))
    : new Uint8Array(await attachment.blob.arrayBuffer());
}

/**
 * A transport that keeps every mail it is given. Attachments are temporary files the handler
 * removes once it answers, so their bytes are read at once.
 */
export function recordingTransport(): MailTransport & { mails: RecordedMail[] } {
  const mails: RecordedMail[] = [];
  return {
    mails,
    async send(mail) {
      const attachments = await Promise.all(
        (mail.attachments ?? []).map(async (attachment) => ({
          ...attachment,
          content: await attachmentBytes(attachment),
        })),
      );
      mails.push({ ...mail, attachments });
    },
  };
}

/** A transport whose every delivery fails, as an unreachable SMTP server would. */
export function failingTransport(error: Error): MailTransport & { attempts: number } {
  const transport = {
    attempts: 0,
    send() {
      transport.attempts += 1;
      return Promise.reject(error);
    },
  };
  return transport;
}

import { join } from 'node:path';
import { Readable } from 'node:stream';
import nodemailer from 'nodemailer';
import type { MailTransport, OutgoingMail } from '../ports';
import { messageName, writeAtomically } from './atomic-file';
import { scheduleSweeps } from './retention';
import type { MailSettings } from './server-settings';
import { createSpool, messageRecipients, type Spool } from './spool';

type Addresses = Pick<MailSettings, 'from' | 'to'>;

export async function composeMessage(
  mail: OutgoingMail,
  settings: Addresses,
  newline: 'unix' | 'windows' = 'unix',
): Promise<Readable> {
  const info = await nodemailer.createTransport({ streamTransport: true, newline }).sendMail({
    from: settings.from,
    to: mail.to ?? settings.to,
    subject: mail.subject,
    text: mail.text,
    replyTo: mail.replyTo,
    // A file on disk is read while the message is written, never held in memory.
    attachments: mail.attachments?.map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      ...('path' in attachment
        ? { path: attachment.path }
        : { content: Readable.fromWeb(attachment.blob.stream() as import('node:stream/web').ReadableStream) }),
    })),
  });
  return info.message as Readable;
}

/** Each submission as a whole .eml in a folder, for a machine without SMTP. */
export function outboxTransport(settings: Addresses & { outboxDir: string }): MailTransport {
  return {
    async send(mail) {
      await writeAtomically(settings.outboxDir, messageName(), await composeMessage(mail, settings));
    },
  };
}

/** Spooled whole before sending, retried with backoff across restarts; only a failure to write the spool rejects. */
export function spoolingSmtpTransport(settings: MailSettings & { smtpUrl: string }): MailTransport & { spool: Spool } {
  const transporter = nodemailer.createTransport({
    url: settings.smtpUrl,
    connectionTimeout: settings.smtpTimeoutMs,
    greetingTimeout: settings.smtpTimeoutMs,
    socketTimeout: settings.smtpTimeoutMs * 3,
  });
  const spool = createSpool({
    dir: settings.spoolDir,
    maxAttempts: settings.maxAttempts,
    retryBaseMs: settings.retryBaseMs,
    retryMaxMs: settings.retryMaxMs,
    async deliver(path) {
      const to = await messageRecipients(path);
      await transporter.sendMail({
        envelope: { from: settings.from, to: to.length > 0 ? to : settings.to },
        raw: { path },
      });
    },
  });
  return {
    spool,
    async send(mail) {
      const name = await spool.add(await composeMessage(mail, settings, 'windows'));
      await spool.attempt(name);
    },
  };
}

/** SMTP through the spool when SMTP_URL is set, else the outbox; `start` schedules retries and retention. */
export function mailServiceFromSettings(settings: MailSettings, uploadDir?: string) {
  const smtpUrl = settings.smtpUrl;
  const spooling = smtpUrl ? spoolingSmtpTransport({ ...settings, smtpUrl }) : undefined;
  const transport = spooling ?? outboxTransport(settings);
  let sweeps: ReturnType<typeof scheduleSweeps> | undefined;
  return {
    send: (mail: OutgoingMail) => transport.send(mail),
    async start() {
      const messages = [settings.outboxDir, settings.spoolDir, join(settings.spoolDir, 'dead')];
      sweeps = scheduleSweeps({ messages, ...(uploadDir ? { uploads: uploadDir } : {}) }, settings.retentionMs);
      await sweeps.done;
      await spooling?.spool.start();
    },
    stop() {
      sweeps?.stop();
      spooling?.spool.stop();
    },
  };
}

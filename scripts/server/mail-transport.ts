import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export type MailAttachment = { filename: string; content: Uint8Array; contentType: string };

export type OutgoingMail = {
  subject: string;
  text: string;
  /** The visitor's address, so that answering the mail answers them. */
  replyTo?: string;
  attachments?: MailAttachment[];
};

/** Where form submissions go. A rejected promise means the submission was not delivered. */
export type MailTransport = { send(mail: OutgoingMail): Promise<void> };

export type MailSettings = {
  /** smtp(s)://user:pass@host:port; when absent, mail goes to the outbox folder. */
  smtpUrl?: string | undefined;
  outboxDir: string;
  from: string;
  to: string;
};

function toNodemailer(mail: OutgoingMail, settings: MailSettings) {
  return {
    from: settings.from,
    to: settings.to,
    subject: mail.subject,
    text: mail.text,
    replyTo: mail.replyTo,
    attachments: mail.attachments?.map((attachment) => ({
      filename: attachment.filename,
      content: Buffer.from(attachment.content),
      contentType: attachment.contentType,
    })),
  };
}

/** Sends over SMTP. */
export function smtpTransport(settings: MailSettings & { smtpUrl: string }): MailTransport {
  const transporter = nodemailer.createTransport(settings.smtpUrl);
  return {
    async send(mail) {
      await transporter.sendMail(toNodemailer(mail, settings));
    },
  };
}

/**
 * Writes each submission as a complete e-mail (.eml, attachments included) into a folder, so
 * nothing is lost on a machine without SMTP and a newcomer can open what was sent.
 */
export function outboxTransport(settings: MailSettings): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transporter.sendMail(toNodemailer(mail, settings));
      mkdirSync(settings.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`;
      writeFileSync(join(settings.outboxDir, name), info.message as Buffer);
    },
  };
}

/** SMTP when SMTP_URL is set, else the outbox folder (OUTBOX_DIR, default ./outbox). */
export function mailTransportFromEnvironment(env: NodeJS.ProcessEnv = process.env): MailTransport {
  const settings: MailSettings = {
    smtpUrl: env.SMTP_URL,
    outboxDir: env.OUTBOX_DIR ?? join(process.cwd(), 'outbox'),
    from: env.MAIL_FROM ?? 'Talvera website <website@talvera.example>',
    to: env.MAIL_TO ?? 'sales@talvera.example',
  };
  return settings.smtpUrl ? smtpTransport({ ...settings, smtpUrl: settings.smtpUrl }) : outboxTransport(settings);
}

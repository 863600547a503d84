import { Buffer } from 'node:buffer';
import { LogLevel, WorkerMailer } from 'worker-mailer';
import { mailbox, smtpOptions } from './smtp-options';
import type { SmtpSend } from './smtp-message';

/** One connection per mail; runs only in workerd (worker-mailer imports `cloudflare:sockets`). */
export function smtpSender(settings: { smtpUrl: string; mailFrom: string }): SmtpSend {
  // Its own log says "connecting" and "closed" for every mail; failures reach ours.
  const options = { ...smtpOptions(settings.smtpUrl), logLevel: LogLevel.ERROR };
  const from = mailbox(settings.mailFrom);
  return async (message) => {
    const mailer = await WorkerMailer.connect(options);
    try {
      await mailer.send({
        from,
        to: mailbox(message.to),
        ...(message.replyTo ? { reply: mailbox(message.replyTo) } : {}),
        subject: message.subject,
        text: message.text,
        ...(message.headers ? { headers: message.headers } : {}),
        attachments: message.attachments.map((attachment) => ({
          filename: attachment.filename,
          mimeType: attachment.contentType,
          content: Buffer.from(attachment.bytes).toString('base64'),
        })),
      });
    } finally {
      await mailer.close();
    }
  };
}

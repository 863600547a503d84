import type { MailTransport, OutgoingMail } from '../mail-transport';

/** A transport that keeps every mail it is given. */
export function recordingTransport(): MailTransport & { mails: OutgoingMail[] } {
  const mails: OutgoingMail[] = [];
  return {
    mails,
    send(mail) {
      mails.push(mail);
      return Promise.resolve();
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

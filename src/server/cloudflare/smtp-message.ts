/** A mail as the SMTP sender takes it: addresses resolved, the résumé's bytes read. */
export type SmtpMessage = {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; bytes: Uint8Array }[];
  headers?: Record<string, string>;
};

export type SmtpSend = (message: SmtpMessage) => Promise<void>;

/** A mail as the SMTP sender takes it: addresses resolved, the résumé's bytes read. */
export type SmtpMessage = {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; bytes: Uint8Array }[];
  /** Extra header fields, e.g. the stored message's id. */
  headers?: Record<string, string>;
};

/** Sends one mail; rejects when the server did not take it. */
export type SmtpSend = (message: SmtpMessage) => Promise<void>;

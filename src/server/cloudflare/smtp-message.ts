export type SmtpMessage = {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; bytes: Uint8Array }[];
  headers?: Record<string, string>;
};

export type SmtpSend = (message: SmtpMessage) => Promise<void>;

import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/** A message the test server accepted: its envelope sender and recipients, and its raw text. */
export type ReceivedMail = { mailFrom: string | undefined; rcptTo: string[]; raw: string };

/** A running test server: its `smtp://` URL, the messages received so far, and ways to forget them and to stop. */
export type SmtpTestServer = { url: string; received: ReceivedMail[]; clear(): void; close(): Promise<void> };

/** Starts a real SMTP server on 127.0.0.1 (a free port, no auth, no STARTTLS) that keeps every message it receives. */
export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        received.push({
          mailFrom: mailFrom ? mailFrom.address : undefined,
          rcptTo: rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    clear() {
      received.length = 0;
    },
    close() {
      return new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      });
    },
  };
}

/** Runs a test server for the enclosing suite (started once, emptied before each test, closed after), handing it to `onStart`. */
export function useSmtpTestServer(onStart: (server: SmtpTestServer) => void): void {
  let server: SmtpTestServer | undefined;
  beforeAll(async () => {
    server = await startSmtpTestServer();
    onStart(server);
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    server?.clear();
  });
}

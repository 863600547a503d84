/**
 * The SMTP server the Cloudflare functions send to in the e2e run: a real `smtp-server` on
 * 127.0.0.1, plain (no TLS, no STARTTLS, no AUTH: worker-mailer reaches a local server only
 * so), that writes each message it accepts whole into a folder as an `.eml` file
 * (mail-folder.ts), and refuses with 451 the messages a test asked it to refuse (kept aside, in
 * `refused/`).
 * Usage: E2E_SMTP_PORT=2525 E2E_SMTP_DIR=.e2e-smtp node --import tsx tests/support/smtp-sink.ts
 */
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { refusedMailDir, refusedMarkers, writeMail } from './mail-folder';

export type SmtpSink = { url: string; close(): Promise<void> };

/** Refused messages get this reply: a temporary failure, which a sender retries later. */
class TemporaryRefusal extends Error {
  readonly responseCode = 451;
}

export async function startSmtpSink({ port, folder }: { port: number; folder: string }): Promise<SmtpSink> {
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // Résumés of 10 MB travel base64-encoded; the sink takes anything a test sends.
    size: 64 * 1024 * 1024,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const text = raw.toString('utf8');
        const marker = refusedMarkers(folder).find((candidate) => text.includes(candidate));
        try {
          // A refused message is kept aside, so that a test can see what was tried and how often.
          writeMail(marker === undefined ? folder : refusedMailDir(folder), raw);
          if (marker !== undefined) {
            callback(new TemporaryRefusal(`refused for the test (${marker})`));
            return;
          }
          callback();
        } catch (error) {
          callback(error as Error);
        }
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const { port: listening } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${String(listening)}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.E2E_SMTP_PORT ?? 2525);
  const folder = process.env.E2E_SMTP_DIR ?? '.e2e-smtp';
  const sink = await startSmtpSink({ port, folder });
  console.log(`smtp sink: ${sink.url}, writing to ${folder}/`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void sink.close());
}

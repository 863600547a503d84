import { spawn } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isTempName } from './atomic-file';
import { createDemoRequestHandler } from '../demo-request-handler';
import { composeMessage, mailServiceFromSettings, outboxTransport, spoolingSmtpTransport } from './mail-transport';
import type { MailAttachment } from '../ports';
import { sweep } from './retention';
import { mailSettingsFromEnvironment, type MailSettings } from './server-settings';
import { retryDelay } from '../settings';
import { createSpool, messageRecipients } from './spool';
import { header, unwrapped } from '../__fixtures__/raw-mail';
import { useSmtpTestServer, type ReceivedMail } from '../__fixtures__/smtp-test-server';

const FROM = 'Talvera website <website@talvera.example>';
const TO = 'sales@talvera.example';

/** The bytes of a tiny PDF, as a CV upload would carry. */
const PDF = new TextEncoder().encode('%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PDF_BASE64 = Buffer.from(PDF).toString('base64');

const VALID = {
  name: 'Giulia Rossi',
  email: 'giulia.rossi@acme.example',
  company: 'Acme Srl',
  employees: '11-50',
  phone: '3471234567',
  message: 'Please show us the screening.',
};

let workDir: string;
let resume: MailAttachment;
beforeEach(() => {
  workDir = mkdtempSync(join(tmpdir(), 'mail-test-'));
  const path = join(workDir, 'resume-upload');
  writeFileSync(path, PDF);
  resume = { filename: 'resume.pdf', path, contentType: 'application/pdf' };
});
afterEach(() => {
  rmSync(workDir, { recursive: true, force: true });
});

/** Mail settings for a test: everything inside the test's folder, retries fast. */
const settingsFor = (overrides: Partial<MailSettings> = {}): MailSettings => ({
  ...mailSettingsFromEnvironment({}),
  outboxDir: join(workDir, 'outbox'),
  spoolDir: join(workDir, 'spool'),
  from: FROM,
  to: TO,
  retryBaseMs: 20,
  retryMaxMs: 100,
  smtpTimeoutMs: 2000,
  ...overrides,
});

/** A port on which nothing listens (a server that was started and closed). */
async function closedSmtpPort(): Promise<number> {
  const closed = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS'], logger: false });
  await new Promise<void>((resolve) => {
    closed.listen(0, '127.0.0.1', () => {
      resolve();
    });
  });
  const { port } = closed.server.address() as AddressInfo;
  await new Promise<void>((resolve) => {
    closed.close(() => {
      resolve();
    });
  });
  return port;
}

const files = (dir: string) => {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
};

describe('outboxTransport', () => {
  const outboxDir = () => join(workDir, 'outbox');
  const emlFiles = () => files(outboxDir()).filter((name) => name.endsWith('.eml'));

  it('creates the folder and writes one .eml file per mail, and nothing else', async () => {
    const transport = outboxTransport(settingsFor());

    await transport.send({ subject: 'First', text: 'one' });
    await transport.send({ subject: 'Second', text: 'two' });
    await transport.send({ subject: 'Third', text: 'three' });

    expect(emlFiles()).toHaveLength(3);
    expect(files(outboxDir())).toHaveLength(3);
    const subjects = emlFiles().map((file) => header(readFileSync(join(outboxDir(), file), 'utf8'), 'Subject'));
    expect(subjects.sort()).toEqual(['First', 'Second', 'Third']);
  });

  it('writes a complete mail: From, To, Reply-To, subject and text', async () => {
    await outboxTransport(settingsFor()).send({
      subject: 'Demo request: Acme Srl (11-50 employees)',
      text: 'Name: Giulia Rossi\nCompany: Acme Srl',
      replyTo: 'giulia.rossi@acme.example',
    });

    const raw = readFileSync(join(outboxDir(), emlFiles()[0] ?? ''), 'utf8');
    expect(header(raw, 'From')).toBe(FROM);
    expect(header(raw, 'To')).toBe(TO);
    expect(header(raw, 'Reply-To')).toBe('giulia.rossi@acme.example');
    expect(header(raw, 'Subject')).toBe('Demo request: Acme Srl (11-50 employees)');
    expect(raw).toContain('Name: Giulia Rossi\nCompany: Acme Srl');
  });

  it("includes an attachment's filename, type and content, read from its file", async () => {
    await outboxTransport(settingsFor()).send({ subject: 'Application', text: 'CV attached', attachments: [resume] });

    const raw = readFileSync(join(outboxDir(), emlFiles()[0] ?? ''), 'utf8');
    expect(raw).toContain('CV attached');
    expect(raw).toMatch(/filename="?resume\.pdf"?/);
    expect(raw).toContain('application/pdf');
    expect(unwrapped(raw)).toContain(PDF_BASE64);
  });

  it('is what mailTransportFromEnvironment picks without SMTP_URL', async () => {
    const transport = mailServiceFromSettings(
      mailSettingsFromEnvironment({ OUTBOX_DIR: outboxDir(), MAIL_FROM: FROM, MAIL_TO: TO }),
    );

    await transport.send({ subject: 'From the environment', text: 'hello' });

    expect(emlFiles()).toHaveLength(1);
    expect(header(readFileSync(join(outboxDir(), emlFiles()[0] ?? ''), 'utf8'), 'Subject')).toBe(
      'From the environment',
    );
  });

  it('never shows a reader a partial message while 12 large messages are written at once', async () => {
    const big = join(workDir, 'big.pdf');
    writeFileSync(big, Buffer.alloc(1024 * 1024, 'x'));
    const transport = outboxTransport(settingsFor());
    const seen: string[] = [];
    const state = { polling: true };
    const poller = (async () => {
      while (state.polling) {
        for (const name of emlFiles()) {
          const raw = readFileSync(join(outboxDir(), name), 'utf8');
          if (!raw.trimEnd().endsWith('--')) seen.push(`${name}: ${raw.length} bytes, no closing boundary`);
        }
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
    })();

    await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        transport.send({
          subject: `Big ${index}`,
          text: 'x',
          attachments: [{ filename: 'big.pdf', path: big, contentType: 'application/pdf' }],
        }),
      ),
    );
    state.polling = false;
    await poller;

    expect(seen).toEqual([]);
    expect(emlFiles()).toHaveLength(12);
    expect(files(outboxDir()).filter(isTempName)).toEqual([]);
  });

  it('leaves only a temporary file, never an .eml, when the writer is killed mid-message', async () => {
    const dir = outboxDir();
    mkdirSync(dir, { recursive: true });
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, '../__fixtures__/slow-outbox-writer.ts'), dir],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (data: Buffer) => {
        if (data.toString().includes('writing')) resolve();
      });
      child.once('exit', (code) => {
        reject(new Error(`the writer exited early (${String(code)})`));
      });
    });
    // Wait until the temporary file holds part of the message, then kill the writer.
    await expect
      .poll(
        () =>
          files(dir)
            .filter(isTempName)
            .map((name) => statSync(join(dir, name)).size)[0] ?? 0,
      )
      .toBeGreaterThan(1024 * 1024);
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));

    const left = files(dir);
    expect(left.filter((name) => name.endsWith('.eml'))).toEqual([]);
    expect(left).toHaveLength(1);
    expect(isTempName(left[0] ?? '')).toBe(true);
    // The next sweep (an hour later) removes what the dead writer left.
    expect(await sweep({ messages: [dir] }, 30 * 86_400_000, Date.now() + 2 * 3_600_000)).toBe(1);
    expect(files(dir)).toEqual([]);
  }, 20_000);
});

describe('retention', () => {
  it('deletes messages older than the retention period and stale temporary files, and keeps the rest', async () => {
    const dir = join(workDir, 'outbox');
    const uploads = join(workDir, 'uploads');
    mkdirSync(dir, { recursive: true });
    mkdirSync(join(uploads, 'talvera-upload-abc'), { recursive: true });
    const old = (name: string, days: number) => {
      writeFileSync(join(dir, name), 'x');
      const time = new Date(Date.now() - days * 86_400_000);
      utimesSync(join(dir, name), time, time);
    };
    old('old.eml', 31);
    old('recent.eml', 29);
    old('.recent.eml.1234.tmp', 0);
    old('.old.eml.1234.tmp', 1);
    old('notes.txt', 400);
    const time = new Date(Date.now() - 2 * 3_600_000);
    utimesSync(join(uploads, 'talvera-upload-abc'), time, time);

    const removed = await sweep({ messages: [dir, join(workDir, 'missing')], uploads }, 30 * 86_400_000);

    expect(removed).toBe(3);
    expect(files(dir).sort()).toEqual(['.recent.eml.1234.tmp', 'notes.txt', 'recent.eml']);
    expect(files(uploads)).toEqual([]);
  });
});

describe('the spool against a real SMTP server', () => {
  type Received = ReceivedMail;
  let received: Received[];
  let smtpUrl: string;
  useSmtpTestServer((smtp) => {
    ({ url: smtpUrl, received } = smtp);
  });

  it('delivers a demo request posted to the handler', async () => {
    const handler = createDemoRequestHandler(spoolingSmtpTransport({ ...settingsFor(), smtpUrl }));

    const response = await handler(
      new Request('http://localhost/api/demo-request', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(VALID),
      }),
    );

    expect(response.status).toBe(200);
    expect(received).toHaveLength(1);
    const [{ mailFrom, rcptTo, raw }] = received as [Received];
    expect(mailFrom).toBe('website@talvera.example');
    expect(rcptTo).toEqual([TO]);
    expect(header(raw, 'From')).toBe(FROM);
    expect(header(raw, 'To')).toBe(TO);
    expect(header(raw, 'Reply-To')).toBe(VALID.email);
    expect(header(raw, 'Subject')).toBe('Demo request: Acme Srl (11-50 employees)');
    for (const value of Object.values(VALID)) expect(raw).toContain(value);
  });

  it('delivers an attachment with its filename and base64 content', async () => {
    await spoolingSmtpTransport({ ...settingsFor(), smtpUrl }).send({
      subject: 'Application: Giulia Rossi',
      text: 'CV attached',
      replyTo: VALID.email,
      attachments: [resume],
    });

    expect(received).toHaveLength(1);
    const [{ raw }] = received as [Received];
    expect(header(raw, 'Subject')).toBe('Application: Giulia Rossi');
    expect(header(raw, 'Content-Type')).toMatch(/^multipart\/mixed/);
    expect(raw).toMatch(/Content-Type: application\/pdf; name="?resume\.pdf"?/);
    expect(raw).toMatch(/Content-Disposition: attachment; filename="?resume\.pdf"?/);
    expect(unwrapped(raw)).toContain(PDF_BASE64);
  });

  it('through the spool: delivers at once, with the envelope, and leaves the spool empty', async () => {
    const settings = settingsFor({ smtpUrl });
    const transport = spoolingSmtpTransport({ ...settings, smtpUrl });

    await transport.send({ subject: 'Spooled', text: 'hello', replyTo: VALID.email, attachments: [resume] });

    expect(received).toHaveLength(1);
    const [{ mailFrom, rcptTo, raw }] = received as [Received];
    expect(mailFrom).toBe('website@talvera.example');
    expect(rcptTo).toEqual([TO]);
    expect(header(raw, 'Subject')).toBe('Spooled');
    expect(unwrapped(raw)).toContain(PDF_BASE64);
    expect(files(settings.spoolDir).filter((name) => name.endsWith('.eml'))).toEqual([]);
  });

  it('keeps a lead the SMTP server could not take, and sends it when the server is back (after a restart)', async () => {
    const port = await closedSmtpPort();
    const down = settingsFor({ smtpUrl: `smtp://127.0.0.1:${port}`, retryBaseMs: 60_000 });
    const whileDown = mailServiceFromSettings(down);
    await whileDown.send({ subject: 'Kept for later', text: 'lead', attachments: [resume] });
    whileDown.stop();

    const spooled = files(down.spoolDir).filter((name) => name.endsWith('.eml'));
    expect(spooled).toHaveLength(1);
    expect(spooled[0]).toMatch(/\.a1\.eml$/);
    expect(received).toEqual([]);

    // The server restarts with a reachable SMTP server: the spooled lead goes out.
    const back = mailServiceFromSettings({ ...down, smtpUrl });
    await back.start();
    await expect.poll(() => received.length).toBe(1);
    back.stop();
    expect(header(received[0]?.raw ?? '', 'Subject')).toBe('Kept for later');
    expect(unwrapped(received[0]?.raw ?? '')).toContain(PDF_BASE64);
    await expect.poll(() => files(down.spoolDir).filter((name) => name.endsWith('.eml'))).toEqual([]);
  });

  it('is what mailTransportFromEnvironment picks when SMTP_URL is set', async () => {
    const transport = mailServiceFromSettings(
      mailSettingsFromEnvironment({
        SMTP_URL: smtpUrl,
        OUTBOX_DIR: join(workDir, 'outbox'),
        MAIL_FROM: 'Forms <forms@talvera.example>',
        MAIL_TO: 'team@talvera.example',
      }),
    );

    await transport.send({ subject: 'Via environment', text: 'hello' });

    expect(received).toHaveLength(1);
    const [{ mailFrom, rcptTo, raw }] = received as [Received];
    expect(mailFrom).toBe('forms@talvera.example');
    expect(rcptTo).toEqual(['team@talvera.example']);
    expect(header(raw, 'Subject')).toBe('Via environment');
  });
});

describe('the spool', () => {
  it('retries with growing delays until delivery succeeds, counting attempts in the name', async () => {
    const dir = join(workDir, 'spool');
    const attempts: string[] = [];
    const spool = createSpool({
      dir,
      maxAttempts: 5,
      retryBaseMs: 10,
      retryMaxMs: 40,
      log: () => undefined,
      deliver: (path) => {
        attempts.push(path.split('/').pop() ?? '');
        return attempts.length < 3 ? Promise.reject(new Error('421 try later')) : Promise.resolve();
      },
    });

    const name = await spool.add('Subject: x\n\nbody');
    expect(await spool.attempt(name)).toBe(false);
    await expect.poll(() => attempts.length).toBe(3);
    spool.stop();

    expect(attempts.map((file) => file.replace(/^.*\.(a\d+)\.eml$/, '$1'))).toEqual(['a0', 'a1', 'a2']);
    await expect.poll(() => files(dir)).toEqual([]);
  });

  it('moves a message to dead/ after the last attempt, and keeps it there', async () => {
    const dir = join(workDir, 'spool');
    const spool = createSpool({
      dir,
      maxAttempts: 2,
      retryBaseMs: 5,
      retryMaxMs: 5,
      log: () => undefined,
      deliver: () => Promise.reject(new Error('550 refused')),
    });
    await spool.attempt(await spool.add('Subject: x\n\nbody'));
    await expect.poll(() => files(spool.deadDir)).toHaveLength(1);
    spool.stop();
    expect(files(dir).filter((name) => name.endsWith('.eml'))).toEqual([]);
    expect(readFileSync(join(spool.deadDir, files(spool.deadDir)[0] ?? ''), 'utf8')).toContain('body');
  });

  it('doubles the delay from the base up to the cap', () => {
    expect([1, 2, 3, 4, 10].map((attempt) => retryDelay(attempt, 60, 300))).toEqual([60, 120, 240, 300, 300]);
  });
});

describe('a spooled message names its own recipient', () => {
  it('is read back from the To header the composer wrote, the configured one when the mail names none', async () => {
    const spooled = async (to?: string) => {
      const path = join(workDir, `${to ?? 'default'}.eml`);
      const message = await composeMessage({ ...(to ? { to } : {}), subject: 's', text: 't' }, { from: FROM, to: TO });
      const chunks: Buffer[] = [];
      for await (const chunk of message) chunks.push(Buffer.from(chunk as Uint8Array));
      writeFileSync(path, Buffer.concat(chunks));
      return messageRecipients(path);
    };
    expect(await spooled('giulia.rossi@acme.example')).toEqual(['giulia.rossi@acme.example']);
    expect(await spooled()).toEqual([TO]);
  });
});

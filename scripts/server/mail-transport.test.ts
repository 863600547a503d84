import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDemoRequestHandler } from './demo-request-handler';
import {
  mailTransportFromEnvironment,
  outboxTransport,
  smtpTransport,
  type MailAttachment,
  type MailSettings,
} from './mail-transport';
import { header, unwrapped } from './__fixtures__/raw-mail';
import { useSmtpTestServer, type ReceivedMail } from './__fixtures__/smtp-test-server';

const FROM = 'Talvera website <website@talvera.example>';
const TO = 'sales@talvera.example';

/** The bytes of a tiny PDF, as a CV upload would carry. */
const PDF = new TextEncoder().encode('%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const RESUME: MailAttachment = { filename: 'resume.pdf', content: PDF, contentType: 'application/pdf' };
const PDF_BASE64 = Buffer.from(PDF).toString('base64');

const VALID = {
  name: 'Giulia Rossi',
  email: 'giulia.rossi@acme.example',
  company: 'Acme Srl',
  employees: '11-50',
  phone: '3471234567',
  message: 'Please show us the screening.',
};

describe('outboxTransport', () => {
  let outboxDir: string;
  let settings: MailSettings;

  beforeEach(() => {
    outboxDir = join(mkdtempSync(join(tmpdir(), 'outbox-test-')), 'outbox');
    settings = { outboxDir, from: FROM, to: TO };
  });

  afterEach(() => {
    rmSync(join(outboxDir, '..'), { recursive: true, force: true });
  });

  const emlFiles = () => readdirSync(outboxDir).filter((name) => name.endsWith('.eml'));

  it('creates the folder and writes one .eml file per mail', async () => {
    const transport = outboxTransport(settings);

    await transport.send({ subject: 'First', text: 'one' });
    await transport.send({ subject: 'Second', text: 'two' });
    await transport.send({ subject: 'Third', text: 'three' });

    const files = emlFiles();
    expect(files).toHaveLength(3);
    expect(readdirSync(outboxDir)).toHaveLength(3);
    const subjects = files.map((file) => header(readFileSync(join(outboxDir, file), 'utf8'), 'Subject')).sort();
    expect(subjects).toEqual(['First', 'Second', 'Third']);
  });

  it('writes a complete mail: From, To, Reply-To, subject and text', async () => {
    await outboxTransport(settings).send({
      subject: 'Demo request: Acme Srl (11-50 employees)',
      text: 'Name: Giulia Rossi\nCompany: Acme Srl',
      replyTo: 'giulia.rossi@acme.example',
    });

    const [file] = emlFiles();
    expect(file).toBeDefined();
    const raw = readFileSync(join(outboxDir, file ?? ''), 'utf8');
    expect(header(raw, 'From')).toBe(FROM);
    expect(header(raw, 'To')).toBe(TO);
    expect(header(raw, 'Reply-To')).toBe('giulia.rossi@acme.example');
    expect(header(raw, 'Subject')).toBe('Demo request: Acme Srl (11-50 employees)');
    expect(raw).toContain('Name: Giulia Rossi\nCompany: Acme Srl');
  });

  it("includes an attachment's filename, type and content", async () => {
    await outboxTransport(settings).send({ subject: 'Application', text: 'CV attached', attachments: [RESUME] });

    const [file] = emlFiles();
    const raw = readFileSync(join(outboxDir, file ?? ''), 'utf8');
    expect(raw).toContain('CV attached');
    expect(raw).toMatch(/filename="?resume\.pdf"?/);
    expect(raw).toContain('application/pdf');
    expect(unwrapped(raw)).toContain(PDF_BASE64);
  });

  it('is what mailTransportFromEnvironment picks without SMTP_URL', async () => {
    const transport = mailTransportFromEnvironment({ OUTBOX_DIR: outboxDir, MAIL_FROM: FROM, MAIL_TO: TO });

    await transport.send({ subject: 'From the environment', text: 'hello' });

    const [file] = emlFiles();
    expect(emlFiles()).toHaveLength(1);
    expect(header(readFileSync(join(outboxDir, file ?? ''), 'utf8'), 'Subject')).toBe('From the environment');
  });
});

describe('smtpTransport against a real SMTP server', () => {
  type Received = ReceivedMail;
  let received: Received[];
  let smtpUrl: string;
  useSmtpTestServer((smtp) => {
    ({ url: smtpUrl, received } = smtp);
  });

  const settings = (): MailSettings & { smtpUrl: string } => ({
    smtpUrl,
    outboxDir: '/nonexistent',
    from: FROM,
    to: TO,
  });

  it('delivers a demo request posted to the handler', async () => {
    const handler = createDemoRequestHandler(smtpTransport(settings()));

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
    await smtpTransport(settings()).send({
      subject: 'Application: Giulia Rossi',
      text: 'CV attached',
      replyTo: VALID.email,
      attachments: [RESUME],
    });

    expect(received).toHaveLength(1);
    const [{ raw }] = received as [Received];
    expect(header(raw, 'Subject')).toBe('Application: Giulia Rossi');
    expect(header(raw, 'Content-Type')).toMatch(/^multipart\/mixed/);
    expect(raw).toContain('CV attached');
    expect(raw).toMatch(/Content-Type: application\/pdf; name="?resume\.pdf"?/);
    expect(raw).toMatch(/Content-Disposition: attachment; filename="?resume\.pdf"?/);
    expect(raw).toContain('Content-Transfer-Encoding: base64');
    expect(unwrapped(raw)).toContain(PDF_BASE64);
  });

  it('is what mailTransportFromEnvironment picks when SMTP_URL is set', async () => {
    const transport = mailTransportFromEnvironment({
      SMTP_URL: smtpUrl,
      MAIL_FROM: 'Forms <forms@talvera.example>',
      MAIL_TO: 'team@talvera.example',
    });

    await transport.send({ subject: 'Via environment', text: 'hello' });

    expect(received).toHaveLength(1);
    const [{ mailFrom, rcptTo, raw }] = received as [Received];
    expect(mailFrom).toBe('forms@talvera.example');
    expect(rcptTo).toEqual(['team@talvera.example']);
    expect(header(raw, 'Subject')).toBe('Via environment');
  });

  it('rejects when no server listens on the port', async () => {
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

    await expect(
      smtpTransport({ ...settings(), smtpUrl: `smtp://127.0.0.1:${port}` }).send({ subject: 'Lost', text: 'x' }),
    ).rejects.toThrow();
  });
});

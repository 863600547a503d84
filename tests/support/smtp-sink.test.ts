import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMails, refusedMailDir, refuseMailContaining } from './mail-folder';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

describe('the SMTP sink', () => {
  const folder = mkdtempSync(join(tmpdir(), 'smtp-sink-'));
  let sink: SmtpSink;
  const send = (to: string) =>
    nodemailer
      .createTransport({ url: sink.url, ignoreTLS: true })
      .sendMail({ from: 'site@talvera.example', to, subject: 'Hello', text: `For ${to}` });

  beforeAll(async () => {
    sink = await startSmtpSink({ port: 0, folder });
  });
  afterAll(async () => {
    await sink.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('writes each message whole as an .eml file, and nothing else', async () => {
    await send('first@sink.example');
    await send('second@sink.example');
    const mails = readMails(folder);
    expect(mails).toHaveLength(2);
    expect(mails.join('\n')).toContain('To: first@sink.example');
    expect(mails.join('\n')).toContain('For second@sink.example');
    expect(readdirSync(folder).filter((name) => !name.endsWith('.eml'))).toEqual([]);
  });

  it('refuses with 451 the messages that contain a refused marker, until it is lifted', async () => {
    const lift = refuseMailContaining(folder, 'refused@sink.example');
    await expect(send('refused@sink.example')).rejects.toMatchObject({ responseCode: 451 });
    await send('other@sink.example');
    lift();
    await send('refused@sink.example');
    expect(readMails(folder).filter((mail) => mail.includes('To: refused@sink.example'))).toHaveLength(1);
    expect(readMails(refusedMailDir(folder)).filter((mail) => mail.includes('To: refused@sink.example'))).toHaveLength(
      1,
    );
  });
});

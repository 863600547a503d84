import { randomBytes } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { composeMessage } from '../../src/server/node/mail-transport';
import { decodeWords, parseMail } from './mime-message';

const addresses = { from: 'Talvera website <website@talvera.example>', to: 'sales@talvera.example' };

describe('parseMail', () => {
  it('reads a message as nodemailer writes it: encoded subject, quoted-printable text, a base64 attachment', async () => {
    const bytes = randomBytes(5000);
    const raw = await text(
      await composeMessage(
        {
          subject: 'Application: Désigner (Chiara Esposito) — ünïcode',
          replyTo: 'chiara@example.com',
          text: `Nome: Chiara\nMessaggio: perché sì — ${'lungo '.repeat(30)}`,
          attachments: [{ filename: 'cv chiara è.pdf', contentType: 'application/pdf', blob: new Blob([bytes]) }],
        },
        addresses,
      ),
    );
    const mail = parseMail(raw);
    expect(mail.header('Subject')).toBe('Application: Désigner (Chiara Esposito) — ünïcode');
    expect(mail.header('reply-to')).toBe('chiara@example.com');
    expect(mail.text).toContain(`Messaggio: perché sì — ${'lungo '.repeat(30).trim()}`);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]?.filename).toBe('cv chiara è.pdf');
    expect(mail.attachments[0]?.contentType).toBe('application/pdf');
    expect(mail.attachments[0]?.bytes.equals(bytes)).toBe(true);
  });

  it('reads a plain message without parts', () => {
    const mail = parseMail('Subject: Hello\r\nTo: a@b.example\r\n\r\nJust text.\r\n');
    expect(mail.header('Subject')).toBe('Hello');
    expect(mail.text).toBe('Just text.\r\n');
    expect(mail.attachments).toEqual([]);
  });

  it('decodes B and Q encoded words, dropping the space between two', () => {
    expect(decodeWords('=?UTF-8?B?w6k=?= =?UTF-8?Q?_=C3=A8?= x')).toBe('é è x');
  });
});

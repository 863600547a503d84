import { afterEach, describe, expect, it, vi } from 'vitest';
import { HONEYPOT_FIELD } from '../forms/demo-request';
import { createDemoRequestHandler, DEMO_REQUEST_MAX_BYTES } from './demo-request-handler';
import type { RecordedMail } from './__fixtures__/transports';
import { handlerOverRecordingTransport, readJson } from './__fixtures__/handler-requests';
import { failingTransport } from './__fixtures__/transports';

const URL_ = 'http://localhost/api/demo-request';

const VALID = {
  name: 'Giulia Rossi',
  email: 'giulia.rossi@acme.example',
  company: 'Acme Srl',
  employees: '11-50',
  phone: '3471234567',
  message: 'We hire about thirty people a year and would like to see the screening.',
};

function post(body: BodyInit, headers: Record<string, string> = {}): Request {
  return new Request(URL_, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
  });
}

const postJson = (value: unknown) => post(JSON.stringify(value));

/** Sends `request` to a handler over a recording transport; answers the response and the mails. */
const handle = handlerOverRecordingTransport(createDemoRequestHandler);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a valid demo request', () => {
  it('answers 200 and sends exactly one mail holding every field', async () => {
    const { response, body, mails } = await handle(postJson(VALID));

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(body).toEqual({ ok: true });
    expect(mails).toHaveLength(1);
    const [mail] = mails as [RecordedMail];
    for (const value of Object.values(VALID)) expect(mail.text).toContain(value);
    expect(mail.replyTo).toBe(VALID.email);
    expect(mail.subject).toContain(VALID.company);
    expect(mail.subject).toContain(VALID.employees);
    expect(mail.attachments).toEqual([]);
  });

  it('accepts an empty phone and message, and marks them as absent in the mail', async () => {
    const { response, mails } = await handle(postJson({ ...VALID, phone: '', message: '' }));

    expect(response.status).toBe(200);
    expect(mails).toHaveLength(1);
    const [mail] = mails as [RecordedMail];
    expect(mail.text).toContain('Phone: -');
    expect(mail.text).toContain('(no message)');
    expect(mail.text).toContain(VALID.name);
  });

  it('trims the fields before mailing them', async () => {
    const { response, mails } = await handle(
      postJson({ ...VALID, name: '  Giulia Rossi ', email: ' giulia.rossi@acme.example  ', company: '\tAcme Srl ' }),
    );

    expect(response.status).toBe(200);
    const [mail] = mails as [RecordedMail];
    expect(mail.replyTo).toBe(VALID.email);
    expect(mail.text).toContain(`Name: ${VALID.name}\n`);
    expect(mail.text).toContain(`Company: ${VALID.company}\n`);
  });

  it('accepts a Content-Type with a charset parameter', async () => {
    const { response, mails } = await handle(
      post(JSON.stringify(VALID), { 'Content-Type': 'application/json; charset=utf-8' }),
    );

    expect(response.status).toBe(200);
    expect(mails).toHaveLength(1);
  });
});

describe('invalid fields', () => {
  it('maps every missing required field to its UI-string key and sends nothing', async () => {
    const { response, body, mails } = await handle(postJson({ phone: '', message: '' }));

    expect(response.status).toBe(400);
    expect(body).toEqual({
      error: 'invalid-fields',
      errors: {
        name: 'demoForm.errors.nameRequired',
        email: 'demoForm.errors.emailRequired',
        company: 'demoForm.errors.companyRequired',
        employees: 'demoForm.errors.employeesRequired',
      },
    });
    expect(mails).toEqual([]);
  });

  it('treats fields holding only spaces as missing', async () => {
    const { response, body, mails } = await handle(postJson({ ...VALID, name: '   ', email: ' ', company: '\n' }));

    expect(response.status).toBe(400);
    expect(body.errors).toEqual({
      name: 'demoForm.errors.nameRequired',
      email: 'demoForm.errors.emailRequired',
      company: 'demoForm.errors.companyRequired',
    });
    expect(mails).toEqual([]);
  });

  it.each([
    ['a malformed email', { email: 'giulia.rossi@' }, { email: 'demoForm.errors.emailInvalid' }],
    ['an email without @', { email: 'giulia.rossi' }, { email: 'demoForm.errors.emailInvalid' }],
    ['letters in the phone', { phone: '347abc4567' }, { phone: 'demoForm.errors.phoneDigits' }],
    ['a plus sign in the phone', { phone: '+393471234567' }, { phone: 'demoForm.errors.phoneDigits' }],
    ['an unknown employees band', { employees: '11-49' }, { employees: 'demoForm.errors.employeesRequired' }],
    ['an empty employees band', { employees: '' }, { employees: 'demoForm.errors.employeesRequired' }],
    ['a name too long', { name: 'x'.repeat(121) }, { name: 'demoForm.errors.tooLong' }],
    ['a message too long', { message: 'x'.repeat(4001) }, { message: 'demoForm.errors.tooLong' }],
  ])('answers 400 for %s', async (_label, change, errors) => {
    const { response, body, mails } = await handle(postJson({ ...VALID, ...change }));

    expect(response.status).toBe(400);
    expect(body).toEqual({ error: 'invalid-fields', errors });
    expect(mails).toEqual([]);
  });

  it('reports several invalid fields at once', async () => {
    const { response, body, mails } = await handle(
      postJson({ ...VALID, email: 'nope', phone: '347 123', employees: 'many' }),
    );

    expect(response.status).toBe(400);
    expect(body.errors).toEqual({
      email: 'demoForm.errors.emailInvalid',
      phone: 'demoForm.errors.phoneDigits',
      employees: 'demoForm.errors.employeesRequired',
    });
    expect(mails).toEqual([]);
  });

  it.each([
    ['malformed JSON', '{"name": "Giulia",'],
    ['plain text', 'name=Giulia&email=giulia@acme.example'],
    ['an empty body', ''],
  ])('answers 400 to a body that is %s', async (_label, text) => {
    const { response, body, mails } = await handle(post(text));

    expect(response.status).toBe(400);
    expect(body).toEqual({ error: 'invalid-fields', errors: { '(body)': 'demoForm.errors.invalidBody' } });
    expect(mails).toEqual([]);
  });

  it('accepts a request that leaves out the optional phone and message', async () => {
    const { name, email, company, employees } = VALID;
    const { response, mails } = await handle(postJson({ name, email, company, employees }));

    expect(response.status).toBe(200);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Phone: -');
  });

  it('answers the invalidBody key to JSON that is not an object', async () => {
    for (const text of ['null', '[]', '"x"']) {
      const { response, body } = await handle(post(text));
      expect(response.status).toBe(400);
      expect(body.errors).toEqual({ '(body)': 'demoForm.errors.invalidBody' });
    }
  });

  it('reads the media type case-insensitively and refuses look-alikes', async () => {
    const upper = new Request('http://localhost/api/demo-request', {
      method: 'POST',
      headers: { 'Content-Type': 'Application/JSON' },
      body: JSON.stringify(VALID),
    });
    expect((await handle(upper)).response.status).toBe(200);
    const lookAlike = new Request('http://localhost/api/demo-request', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json-patch+json' },
      body: JSON.stringify(VALID),
    });
    expect((await handle(lookAlike)).response.status).toBe(415);
  });
});

describe('body size', () => {
  /** A valid request padded with JSON whitespace to exactly `size` bytes. */
  function validBodyOfSize(size: number): string {
    const json = JSON.stringify(VALID);
    return json.slice(0, -1) + ' '.repeat(size - json.length) + '}';
  }

  it('accepts a body of exactly DEMO_REQUEST_MAX_BYTES', async () => {
    const text = validBodyOfSize(DEMO_REQUEST_MAX_BYTES);
    expect(new TextEncoder().encode(text).byteLength).toBe(DEMO_REQUEST_MAX_BYTES);

    const { response, mails } = await handle(post(text, { 'Content-Length': String(DEMO_REQUEST_MAX_BYTES) }));

    expect(response.status).toBe(200);
    expect(mails).toHaveLength(1);
  });

  it('answers 413 to a larger body announced by an honest Content-Length', async () => {
    const text = validBodyOfSize(DEMO_REQUEST_MAX_BYTES + 1);

    const { response, body, mails } = await handle(post(text, { 'Content-Length': String(text.length) }));

    expect(response.status).toBe(413);
    expect(body).toEqual({ error: 'payload-too-large', limitBytes: DEMO_REQUEST_MAX_BYTES });
    expect(mails).toEqual([]);
  });

  it('answers 413 to a larger body streamed without Content-Length, and stops reading it', async () => {
    const chunk = new TextEncoder().encode(' '.repeat(1024));
    const totalChunks = 64; // 64 KB, four times the limit
    let pulled = 0;
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled === 0) controller.enqueue(new TextEncoder().encode('{"name":"Giulia"'));
        else if (pulled < totalChunks) controller.enqueue(chunk);
        else controller.enqueue(new TextEncoder().encode('}'));
        pulled += 1;
        if (pulled > totalChunks) controller.close();
      },
      cancel() {
        cancelled = true;
      },
    });
    const request = new Request(URL_, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(request.headers.get('content-length')).toBeNull();

    const { response, body, mails } = await handle(request);

    expect(response.status).toBe(413);
    expect(body).toEqual({ error: 'payload-too-large', limitBytes: DEMO_REQUEST_MAX_BYTES });
    expect(mails).toEqual([]);
    expect(cancelled).toBe(true);
    expect(pulled).toBeLessThan(totalChunks);
  });
});

describe('method and media type', () => {
  it.each(['GET', 'PUT', 'DELETE'])('answers 405 with Allow: POST to %s', async (method) => {
    const hasBody = method !== 'GET';
    const { response, body, mails } = await handle(
      new Request(URL_, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: hasBody ? JSON.stringify(VALID) : null,
      }),
    );

    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(body).toEqual({ error: 'method-not-allowed' });
    expect(mails).toEqual([]);
  });

  it('answers 415 to a text/plain body, even one holding valid JSON', async () => {
    const { response, body, mails } = await handle(post(JSON.stringify(VALID), { 'Content-Type': 'text/plain' }));

    expect(response.status).toBe(415);
    expect(body).toEqual({ error: 'unsupported-media-type', expected: 'application/json' });
    expect(mails).toEqual([]);
  });

  it('answers 415 when there is no Content-Type', async () => {
    const request = new Request(URL_, { method: 'POST', body: new TextEncoder().encode(JSON.stringify(VALID)) });
    expect(request.headers.get('content-type')).toBeNull();

    const { response, mails } = await handle(request);

    expect(response.status).toBe(415);
    expect(mails).toEqual([]);
  });
});

describe('honeypot', () => {
  it('answers 200 to a request with the honeypot filled, and sends nothing', async () => {
    expect(HONEYPOT_FIELD).toBe('website');

    const { response, body, mails } = await handle(postJson({ ...VALID, website: 'http://spam' }));

    expect(response.status).toBe(200);
    expect(body).toEqual({ ok: true });
    expect(mails).toEqual([]);
  });

  it('answers 200 without validating when the honeypot is filled', async () => {
    const { response, mails } = await handle(postJson({ website: 'http://spam', email: 'not-an-email' }));

    expect(response.status).toBe(200);
    expect(mails).toEqual([]);
  });

  it('sends the mail when the honeypot is present but empty', async () => {
    const { response, mails } = await handle(postJson({ ...VALID, website: '' }));

    expect(response.status).toBe(200);
    expect(mails).toHaveLength(1);
  });
});

describe('delivery failure', () => {
  it('answers 500 storage-failed and logs the error when even storing fails', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('connect ECONNREFUSED 127.0.0.1:25');
    const transport = failingTransport(failure);

    const response = await createDemoRequestHandler(transport)(postJson(VALID));

    expect(response.status).toBe(500);
    expect(await readJson(response)).toEqual({ error: 'storage-failed' });
    expect(transport.attempts).toBe(1);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(expect.any(String), failure);
  });
});

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoRequestSchema } from '../../forms/demo-request';
import { newsletterRequestSchema } from '../../forms/newsletter';
import englishStrings from '../../generated/locales/en';
import { createApplicationHandler } from '../application-handler';
import { createDemoRequestHandler } from '../demo-request-handler';
import { createIdempotencyStore } from '../idempotency';
import { createNewsletterSubscribeHandler } from '../newsletter-subscribe-handler';
import { anyFieldValue, demoBody, headerValue, multipartPart, validDemo } from '../__fixtures__/hostile-requests';
import { startTestServer, type RunningServer } from '../__fixtures__/test-server';
import { recordingTransport } from '../__fixtures__/transports';
import { nodeMultipartReader } from './multipart-upload';
import { tmpdir } from 'node:os';

type Answer = { error?: string; errors?: Record<string, string>; ok?: boolean };

const demo = createDemoRequestHandler(recordingTransport(), {
  allowedOrigins: ['https://www.talvera.example'],
  idempotency: createIdempotencyStore({ maxKeys: 100, ttlMs: 60_000 }),
});
const application = createApplicationHandler(recordingTransport(), {
  readMultipart: nodeMultipartReader(tmpdir()),
  idempotency: createIdempotencyStore({ maxKeys: 100, ttlMs: 60_000 }),
});

/** Whether a dotted key names a string of the site's UI strings. */
function isUiString(key: string): boolean {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], englishStrings);
  return typeof value === 'string';
}

/**
 * Every answer is a 4xx or 200 in the documented JSON shape; a 400 names UI strings that exist,
 * of its own form or the shared field messages.
 */
async function expectContract(response: Response, keyPrefix: string): Promise<Answer> {
  expect(response.status).toBeLessThan(500);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await response.json()) as Answer;
  if (response.status === 200) expect(body).toEqual({ ok: true });
  if (response.status === 400) {
    expect(body.error).toBe('invalid-fields');
    for (const key of Object.values(body.errors ?? {})) {
      expect(key.startsWith(keyPrefix) || key.startsWith('common.fieldErrors.'), key).toBe(true);
      expect(isUiString(key), key).toBe(true);
    }
  }
  return body;
}

const postJson = (body: string, headers: Record<string, string> = {}) =>
  new Request('http://localhost/api/demo-request', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
  });

describe('fuzzing the demo endpoint', () => {
  it('answers any JSON value in any field with 200 or 400 and keys, and accepts what the schema accepts', async () => {
    await fc.assert(
      fc.asyncProperty(demoBody, async (body) => {
        const response = await demo(postJson(JSON.stringify(body)));
        const answer = await expectContract(response, 'demoForm.');
        const honeypot =
          typeof body === 'object' &&
          body !== null &&
          !Array.isArray(body) &&
          Boolean((body as Record<string, unknown>).website);
        if (!honeypot && demoRequestSchema.safeParse(body).success) expect(answer).toEqual({ ok: true });
        if (response.status === 400) expect(Object.keys(answer.errors ?? {}).length).toBeGreaterThan(0);
      }),
      { numRuns: 400 },
    );
  });

  it('accepts every valid request', async () => {
    await fc.assert(
      fc.asyncProperty(validDemo, async (body) => {
        const response = await demo(postJson(JSON.stringify(body)));
        expect(await response.json()).toEqual({ ok: true });
      }),
      { numRuns: 150 },
    );
  });

  it('answers any body text and any header values without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'binary', maxLength: 400 }),
        headerValue,
        headerValue,
        headerValue,
        async (body, contentType, origin, key) => {
          let request: Request;
          try {
            request = new Request('http://localhost/api/demo-request', {
              method: 'POST',
              headers: { 'Content-Type': contentType || 'application/json', Origin: origin, 'Idempotency-Key': key },
              body,
            });
          } catch {
            return; // a header value the fetch standard itself refuses
          }
          await expectContract(await demo(request), 'demoForm.');
        },
      ),
      { numRuns: 300 },
    );
  });
});

const newsletter = createNewsletterSubscribeHandler(recordingTransport(), {
  secret: 'a-fuzzing-secret-of-at-least-thirty-two-characters',
  siteOrigin: 'https://www.talvera.example',
});

describe('fuzzing the newsletter endpoint', () => {
  it('answers any JSON value in either field with 200 or 400 and keys, and accepts what the schema accepts', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({ email: anyFieldValue, language: anyFieldValue }, { requiredKeys: [] }),
        async (body) => {
          const response = await newsletter(postJson(JSON.stringify(body)));
          const answer = await expectContract(response, 'newsletter.');
          if (newsletterRequestSchema.safeParse(body).success) expect(answer).toEqual({ ok: true });
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('fuzzing the application endpoint', () => {
  it('answers any multipart parts, file names and bytes with 200 or 400 and keys', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(multipartPart, { maxLength: 8 }), async (parts) => {
        const form = new FormData();
        for (const part of parts) {
          if (part.kind === 'field') form.append(part.name, part.value);
          else form.append(part.name, new File([Buffer.from(part.bytes)], part.filename), part.filename);
        }
        const response = await application(
          new Request('http://localhost/api/application', { method: 'POST', body: form }),
        );
        await expectContract(response, 'candidateApplication.');
      }),
      { numRuns: 300 },
    );
  });

  it('answers any raw body under a multipart type without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 3000 }), headerValue, async (bytes, boundary) => {
        const prefix = Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\n\r\n`,
        );
        for (const body of [bytes, new Uint8Array(Buffer.concat([prefix, bytes]))]) {
          const response = await application(
            new Request('http://localhost/api/application', {
              method: 'POST',
              headers: { 'Content-Type': `multipart/form-data; boundary=${boundary || 'x'}` },
              body,
            }),
          );
          await expectContract(response, 'candidateApplication.');
        }
      }),
      { numRuns: 200 },
    );
  });

  it('accepts every valid application', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          name: fc.stringMatching(/^[A-Za-z]{2,20}$/),
          position: fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,28}[a-z]$/),
          message: anyFieldValue.filter(
            (value) =>
              typeof value === 'string' &&
              value.length < 100 &&
              !/[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u.test(value),
          ),
        }),
        async ({ name, position, message }) => {
          const form = new FormData();
          form.append('name', name);
          form.append('email', 'giulia@acme.example');
          form.append('position', position);
          form.append('message', typeof message === 'string' ? message : '');
          form.append('resume', new File(['%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n'], 'cv.pdf'), 'cv.pdf');
          const response = await application(
            new Request('http://localhost/api/application', { method: 'POST', body: form }),
          );
          expect(await response.json()).toEqual({ ok: true });
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('fuzzing the real server', () => {
  let site: RunningServer;
  beforeAll(async () => {
    site = await startTestServer(recordingTransport(), { 'en/index.html': 'English' }, { rateLimitMax: 100_000 });
  });
  afterAll(() => site.close());

  it('never answers 5xx nor stops, whatever path, method and body arrive', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PUT', 'HEAD', 'OPTIONS', 'DELETE', 'PATCH'),
        fc.oneof(
          fc.constantFrom('/api/demo-request', '/api/application', '/en/', '/_headers'),
          fc.string({ unit: 'binary-ascii', maxLength: 60 }).map((text) => `/${encodeURI(text).replace(/%25/g, '%')}`),
        ),
        fc.string({ unit: 'binary', maxLength: 300 }),
        headerValue,
        async (method, path, body, contentType) => {
          let response: Response;
          try {
            response = await fetch(`${site.origin}${path}`, {
              method,
              headers: { 'Content-Type': contentType },
              body: method === 'GET' || method === 'HEAD' ? undefined : body,
              redirect: 'manual',
            });
          } catch (error) {
            // The client itself refused to send it (an invalid URL or header value).
            const code = (error as { cause?: { code?: string } }).cause?.code;
            if (error instanceof TypeError && (code === 'UND_ERR_INVALID_ARG' || /URL|header/i.test(error.message)))
              return;
            throw error;
          }
          expect(response.status).toBeLessThan(500);
          await response.arrayBuffer();
        },
      ),
      { numRuns: 300 },
    );
    expect((await fetch(`${site.origin}/en/`)).status).toBe(200);
  });
});

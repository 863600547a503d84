import { expect, type APIResponse } from '@playwright/test';
import { securityHeaders } from '../../scripts/postbuild/headers';
import { RESUME_MAX_BYTES } from '../../src/forms/resume-file';
import { APPLICATION_MAX_BYTES } from '../../src/server/application-handler';
import { docxWith } from '../../src/server/__fixtures__/zip';
import { postLargeBody } from '../support/large-post';
import { realisticDocx, realisticPdf } from '../support/resume-files';
import { waitForHydration } from './page-checks';
import {
  distinctClient,
  functionsOrigin,
  rateLimitedOrigin,
  removeMails,
  sentMails,
  test,
  waitForMails,
} from './server-under-test';
import { typographic } from '../normalize-typography';

/**
 * The form endpoints as a visitor and an attacker meet them, through the real server and its
 * real mail: `npm start` (project chromium) and Cloudflare's runtime with D1, R2, the Durable
 * Object and SMTP (project wrangler) answer these alike. Each test is a client of its own
 * (server-under-test.ts), so the rate limit of one never reaches another.
 */

const MB = 1024 * 1024;
const stamp = () => `${String(Date.now())}${String(Math.floor(Math.random() * 1000))}`;

const application = (email: string) => ({
  name: 'Chiara Esposito',
  email,
  phone: '+39 347 1234567',
  position: 'Design',
  message: 'Five years designing B2B tools.',
});

const resumePart = (name: string, buffer: Buffer, mimeType = 'application/pdf') => ({ name, mimeType, buffer });

async function expectInvalidResume(response: APIResponse, key: string) {
  expect(response.status()).toBe(400);
  expect(await response.json()).toEqual({ error: 'invalid-fields', errors: { resume: key } });
}

function expectSiteHeaders(response: APIResponse, label: string, except: string[] = []) {
  const headers = response.headers();
  for (const [name, value] of securityHeaders())
    if (!except.includes(name)) expect(headers[name.toLowerCase()], `${label}: ${name}`).toBe(value);
}

test('a demo request goes from the form through the endpoint to sales', async ({ page }) => {
  const email = `davide.${stamp()}@ferrameccanica.example`;
  const marker = `Mail check ${stamp()}`;
  await page.goto('/it/demo/');
  await waitForHydration(page);
  await page.getByLabel('Nome e cognome').fill('Davide Rinaldi');
  await page.getByLabel('Email aziendale').fill(email);
  await page.getByLabel('Azienda', { exact: true }).fill('Ferra Meccanica');
  await page.getByLabel(typographic("Dimensione dell'azienda")).selectOption('201-500');
  await page.getByLabel(/Cosa ti piacerebbe vedere/).fill(marker);
  await page.getByRole('button', { name: 'Richiedi una demo' }).click();
  await expect(page.getByRole('heading', { name: 'Richiesta ricevuta!' })).toBeVisible();
  const [mail] = await waitForMails(`Reply-To: ${email}`);
  expect(mail?.header('Subject')).toBe('Demo request: Ferra Meccanica (201-500 employees)');
  expect(mail?.header('To')).toBe('sales@talvera.example');
  expect(mail?.text).toContain(marker);
});

test('an application from the team page reaches sales with its résumé as sent', async ({ page }) => {
  const email = `chiara.${stamp()}@example.com`;
  const pdf = realisticPdf(300_000);
  await page.goto('/en/team/');
  await waitForHydration(page);
  const form = page.locator('#application-form');
  await form.getByLabel('Full name', { exact: true }).fill('Chiara Esposito');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel(typographic("Position you're interested in", { exact: true })).fill('Design');
  await form.locator('input[type="file"]').setInputFiles(resumePart('cv-chiara.pdf', pdf));
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('heading', { name: 'Resume Sent' })).toBeVisible();
  const [mail] = await waitForMails(`Reply-To: ${email}`);
  expect(mail?.header('Subject')).toBe('Application: Design (Chiara Esposito)');
  expect(mail?.attachments.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([
    { filename: 'cv-chiara.pdf', contentType: 'application/pdf' },
  ]);
  expect(mail?.attachments[0]?.bytes.equals(pdf)).toBe(true);
});

test('the résumé is checked by its structure, not its name', async ({ request }) => {
  const post = (resume: ReturnType<typeof resumePart>) =>
    request.post('/api/application', { multipart: { ...application('c@example.com'), resume } });
  const polyglot = Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>\n%%EOF\n', 'latin1');
  const windowsProgram = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(2000)]);
  const macros = Buffer.from(docxWith([{ name: 'word/vbaProject.bin', data: 'macro' }]));
  await expectInvalidResume(await post(resumePart('cv.pdf', polyglot)), 'candidateApplication.resumeContent');
  await expectInvalidResume(await post(resumePart('cv.pdf', windowsProgram)), 'candidateApplication.resumeContent');
  await expectInvalidResume(await post(resumePart('cv.docx', macros)), 'candidateApplication.resumeContent');
  await expectInvalidResume(
    await post(resumePart('cv.exe', realisticPdf(20_000), 'application/octet-stream')),
    'candidateApplication.resumeType',
  );
  await expectInvalidResume(await post(resumePart('cv.pdf', Buffer.alloc(0))), 'candidateApplication.resumeEmpty');
  await expectInvalidResume(
    await post(resumePart('cv.pdf', realisticPdf(RESUME_MAX_BYTES + 1))),
    'candidateApplication.resumeSize',
  );
});

test('a 10 MB PDF and a Word document go through whole', async ({ request }) => {
  test.setTimeout(120_000);
  const email = `ten.megabytes.${stamp()}@example.com`;
  const pdf = realisticPdf(RESUME_MAX_BYTES);
  const docx = realisticDocx(200_000);
  for (const resume of [
    resumePart('cv-10mb.pdf', pdf),
    resumePart('cv.docx', docx, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
  ]) {
    const response = await request.post('/api/application', { multipart: { ...application(email), resume } });
    expect(response.status(), resume.name).toBe(200);
  }
  const mails = await waitForMails(`Reply-To: ${email}`, 2);
  const attached = new Map(mails.flatMap((mail) => mail.attachments).map((file) => [file.filename, file]));
  expect(attached.get('cv-10mb.pdf')?.bytes.length).toBe(10 * MB);
  expect(attached.get('cv-10mb.pdf')?.bytes.equals(pdf)).toBe(true);
  expect(attached.get('cv.docx')?.contentType).toBe(
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  );
  expect(attached.get('cv.docx')?.bytes.equals(docx)).toBe(true);
  removeMails(mails);
});

for (const chunked of [false, true]) {
  test(`a 60 MB upload ${chunked ? 'sent chunked, without Content-Length,' : 'with its Content-Length'} gets 413, and the server stays up`, async ({
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    const answer = await postLargeBody(`${baseURL ?? ''}/api/application`, 60 * MB, {
      chunked,
      headers: distinctClient(),
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: 'payload-too-large', limitBytes: APPLICATION_MAX_BYTES });
    expect((await request.get('/en/')).status()).toBe(200);
  });
}

test('a post from another site gets 403, and the functions answer with the pages’ headers themselves', async ({
  request,
}) => {
  // On Cloudflare this is instance B, whose _headers has no rule for /api/*: as deployed, where
  // Cloudflare applies none to Functions, the headers must come from the functions.
  const origin = functionsOrigin();
  for (const path of ['/api/demo-request', '/api/application', '/api/newsletter']) {
    const crossSite = await request.post(`${origin}${path}`, {
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json' },
      data: { name: 'x' },
    });
    expect(crossSite.status(), path).toBe(403);
    expect(await crossSite.json(), path).toEqual({ error: 'cross-origin' });
    expectSiteHeaders(crossSite, `403 of ${path}`);
  }
  const accepted = await request.post(`${origin}/api/demo-request`, {
    data: { name: 'Nora Bianchi', email: `nora.${stamp()}@example.com`, company: 'Bianchi', employees: '1-10' },
  });
  expect(accepted.status()).toBe(200);
  expectSiteHeaders(accepted, '200 of /api/demo-request');
  expectSiteHeaders(await request.get(`${origin}/api/demo-request`), '405 of /api/demo-request');
  // The newsletter's link pages keep their own stricter Referrer-Policy (the token is in the address).
  const link = await request.get(`${origin}/api/newsletter/confirm?token=not-a-token`);
  expect(link.status()).toBe(400);
  expectSiteHeaders(link, 'a newsletter link page', ['Referrer-Policy']);
  expect(link.headers()['referrer-policy']).toBe('no-referrer');
});

test('the 31st post of a client within the window gets 429 with Retry-After', async ({ request }) => {
  const url = `${rateLimitedOrigin()}/api/demo-request`;
  for (let post = 1; post <= 30; post += 1)
    expect((await request.post(url, { data: {} })).status(), `post ${String(post)}`).toBe(400);
  const limited = await request.post(url, { data: {} });
  expect(limited.status()).toBe(429);
  const retryAfter = Number(limited.headers()['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(600);
  expect(await limited.json()).toEqual({ error: 'rate-limited', retryAfterSeconds: retryAfter });
  // Another client is not limited.
  expect((await request.post(url, { data: {}, headers: distinctClient() })).status()).toBe(400);
});

test('a retry with the same Idempotency-Key gets the first answer, and sales get one mail', async ({ request }) => {
  const email = `retry.${stamp()}@example.com`;
  const lead = { name: 'Marco Neri', email, company: 'Neri Trasporti', employees: '11-50' };
  const headers = { 'Idempotency-Key': `e2e-${stamp()}` };
  const first = await request.post('/api/demo-request', { data: lead, headers });
  expect(first.status()).toBe(200);
  expect(first.headers()['idempotent-replayed']).toBeUndefined();
  const retry = await request.post('/api/demo-request', { data: lead, headers });
  expect(retry.status()).toBe(200);
  expect(retry.headers()['idempotent-replayed']).toBe('true');
  expect(await retry.text()).toBe(await first.text());
  await waitForMails(`Reply-To: ${email}`);
  // The mail of the first goes after its answer: a second would have had as long.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  expect(sentMails(`Reply-To: ${email}`)).toHaveLength(1);
});

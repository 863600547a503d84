import { expect, type APIRequestContext } from '@playwright/test';
import { RETRY_CRON } from '../../src/server/cloudflare/companion/crons';
import { MESSAGE_ID_HEADER } from '../../src/server/cloudflare/delivery';
import { STACK_SETTINGS, SALES_ADDRESS } from '../support/cloudflare-stack-settings';
import { e2eServers } from '../support/e2e-servers';
import { listMails, refusedMailDir, refuseMailContaining } from '../support/mail-folder';
import { parseMail } from '../support/mime-message';
import { uiStrings } from './form-answers';
import { linkIn } from './newsletter-steps';
import { sentMails, test, waitForMails } from './server-under-test';

/**
 * What only many instances can show (project wrangler only): two `wrangler pages dev` processes
 * on one --persist-to with one companion Worker, as two instances of the deployed site, share
 * the rate limit, the Idempotency-Keys and the newsletter's used links, because none of them
 * lives in an instance's memory; and the companion's cron retries, then gives up and alerts, a
 * lead whose mail the SMTP server refuses. Sequential: simultaneous writes of two processes can
 * meet in local SQLite, which the deployed stores do not share.
 */
test.describe.configure({ mode: 'serial' });

const servers = e2eServers();
const instanceA = `http://localhost:${String(servers.wranglerA)}`;
const instanceB = `http://localhost:${String(servers.wranglerB)}`;
const stamp = () => `${String(Date.now())}${String(Math.floor(Math.random() * 1000))}`;

const lead = (email: string) => ({ name: 'Elena Ferri', email, company: 'Ferri Logistica', employees: '51-200' });

/** Runs the companion's retry cron, as Cloudflare would every minute. */
async function runRetryCron(request: APIRequestContext) {
  const answer = await request.get(
    `http://localhost:${String(servers.companion)}/__scheduled?cron=${encodeURIComponent(RETRY_CRON)}`,
  );
  expect(answer.status()).toBe(200);
}

/** The messages the SMTP server refused that contain `text` (each attempt is one). */
const refusedMails = (text: string) =>
  listMails(refusedMailDir(servers.smtpMailDir))
    .filter((mail) => mail.raw.includes(text))
    .map((mail) => parseMail(mail.raw));

test('the 31st post of one client gets 429 with Retry-After, however its posts were spread over A and B', async ({
  request,
}) => {
  for (let post = 1; post <= 30; post += 1) {
    const instance = post % 2 ? instanceA : instanceB;
    const answer = await request.post(`${instance}/api/demo-request`, { data: {} });
    expect(answer.status(), `post ${String(post)} on ${instance}`).toBe(400);
  }
  for (const instance of [instanceB, instanceA]) {
    const limited = await request.post(`${instance}/api/demo-request`, { data: {} });
    expect(limited.status(), instance).toBe(429);
    expect(Number(limited.headers()['retry-after']), instance).toBeGreaterThan(0);
  }
});

test('an Idempotency-Key used on A gets the first answer on B, and sales get one mail', async ({ request }) => {
  const email = `idempotent.${stamp()}@example.com`;
  const headers = { 'Idempotency-Key': `instances-${stamp()}` };
  const first = await request.post(`${instanceA}/api/demo-request`, { data: lead(email), headers });
  expect(first.status()).toBe(200);
  expect(first.headers()['idempotent-replayed']).toBeUndefined();
  const repeat = await request.post(`${instanceB}/api/demo-request`, { data: lead(email), headers });
  expect(repeat.status()).toBe(200);
  expect(repeat.headers()['idempotent-replayed']).toBe('true');
  expect(await repeat.text()).toBe(await first.text());
  await waitForMails(`Reply-To: ${email}`);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  expect(sentMails(`Reply-To: ${email}`)).toHaveLength(1);
});

test('a newsletter link confirmed on A is already confirmed on B', async ({ page, request }) => {
  const t = await uiStrings('en');
  const address = `instances-${stamp()}@newsletter.example`;
  const subscribed = await request.post(`${instanceA}/api/newsletter`, { data: { email: address, language: 'en' } });
  expect(subscribed.status()).toBe(200);
  const [mail] = await waitForMails(`To: ${address}`);
  const confirm = linkIn(mail?.text ?? '', '/api/newsletter/confirm');

  const confirmed = await request.post(`${instanceA}${confirm}`, { maxRedirects: 0 });
  expect(confirmed.status()).toBe(303);
  const again = await page.goto(`${instanceB}${confirm}`);
  expect(again?.status()).toBe(409);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('newsletter.pages.alreadyConfirmed.title'));
  expect((await request.post(`${instanceB}${confirm}`, { maxRedirects: 0 })).status()).toBe(409);
  // Marketing heard of it once.
  await waitForMails(`Reply-To: ${address}`);
});

test('a lead whose mail is refused is kept (200), retried by the cron, then given up with an alert naming it', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const email = `refused.${stamp()}@example.com`;
  const lift = refuseMailContaining(servers.smtpMailDir, email);
  try {
    expect((await request.post(`${instanceA}/api/demo-request`, { data: lead(email) })).status()).toBe(200);
    // The first attempt, made right after the answer, is refused.
    await expect.poll(() => refusedMails(email).length).toBe(1);
    const id = refusedMails(email)[0]?.header(MESSAGE_ID_HEADER) ?? '';
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const attempts = Number(STACK_SETTINGS.SPOOL_MAX_ATTEMPTS);
    const alerts = () => sentMails(id).filter((mail) => mail.header('To') === STACK_SETTINGS.ALERT_TO);
    await expect
      .poll(
        async () => {
          await runRetryCron(request);
          return alerts().length;
        },
        { timeout: 60_000, intervals: [1000] },
      )
      .toBe(1);
    expect(refusedMails(email)).toHaveLength(attempts);
    const [alert] = alerts();
    expect(alert?.header('Subject')).toMatch(new RegExp(`^Not delivered: message ${id} of \\d{4}-\\d\\d-\\d\\dT`));
    expect(alert?.text).toContain(`after ${String(attempts)} attempts`);
    expect(alert?.raw).not.toContain(email);
    // Given up: further crons try it no more, and sales never got it.
    await runRetryCron(request);
    expect(refusedMails(email)).toHaveLength(attempts);
    expect(sentMails(`Reply-To: ${email}`)).toEqual([]);
  } finally {
    lift();
  }
});

test('a lead whose first attempt was refused is delivered by the cron once the mail server takes it', async ({
  request,
}) => {
  test.setTimeout(60_000);
  const email = `pending.${stamp()}@example.com`;
  const lift = refuseMailContaining(servers.smtpMailDir, email);
  try {
    expect((await request.post(`${instanceB}/api/demo-request`, { data: lead(email) })).status()).toBe(200);
    await expect.poll(() => refusedMails(email).length).toBe(1);
  } finally {
    lift();
  }
  const id = refusedMails(email)[0]?.header(MESSAGE_ID_HEADER);
  await expect
    .poll(
      async () => {
        await runRetryCron(request);
        return sentMails(`Reply-To: ${email}`).length;
      },
      { timeout: 30_000, intervals: [1000] },
    )
    .toBe(1);
  const [delivered] = sentMails(`Reply-To: ${email}`);
  expect(delivered?.header(MESSAGE_ID_HEADER)).toBe(id);
  expect(delivered?.header('To')).toBe(SALES_ADDRESS);
  expect(refusedMails(email)).toHaveLength(1);
});

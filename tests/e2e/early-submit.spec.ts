import { expect, type Locator, type Page } from '@playwright/test';
import { siteConfig } from '../../src/config';
import type { Language } from '../../src/i18n/languages';
import { pathTo } from '../../src/routes/paths';
import { realisticPdf } from '../support/resume-files';
import { uiStrings } from './form-answers';
import { subscribeWithKeyboard } from './newsletter-steps';
import { removeMails, test, waitForMails } from './server-under-test';

/**
 * A form pressed before its code has arrived (src/forms/early-submit.ts): the starter holds the
 * press, the button shows it is sending, and the form sends it once its code runs. Each test
 * holds the form's code back, fills the form and presses it, then lets the code through, and
 * checks what the server received (the Node server's outbox) and that the page never left.
 */

const stamp = () => `${String(Date.now())}${String(Math.floor(Math.random() * 1000))}`;

/**
 * Holds back the scripts whose path matches `chunk`. The returned function waits until the page
 * has asked for them (the test proves nothing if the code was never on its way), then lets them
 * through.
 */
async function holdBack(page: Page, chunk: RegExp): Promise<() => Promise<void>> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route(chunk, async (route) => {
    asked = true;
    await released;
    await route.continue();
  });
  return async () => {
    await expect.poll(() => asked, { message: `a request for ${String(chunk)}` }).toBe(true);
    release();
  };
}

/** The form's posts to `endpoint`, and every load of the page after the first. */
function watchSends(page: Page, endpoint: string) {
  const posts: string[] = [];
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === endpoint) posts.push(request.url());
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) loads.push(frame.url());
  });
  return { posts, loads };
}

/** The button shows that it is sending, and says so to assistive technology. */
async function expectHeldAndBusy(button: Locator, busyLabel: string) {
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await expect(button).toHaveAccessibleName(busyLabel);
}

async function fillDemoForm(form: Locator, language: Language, values: Record<string, string>) {
  const t = await uiStrings(language);
  await form.getByLabel(t('demoForm.fields.name'), { exact: true }).fill(values.name ?? '');
  await form.getByLabel(t('demoForm.fields.email'), { exact: true }).fill(values.email ?? '');
  await form.getByLabel(t('demoForm.fields.company'), { exact: true }).fill(values.company ?? '');
  await form.getByLabel(t('demoForm.fields.employees'), { exact: true }).selectOption(values.employees ?? '');
  await form.getByLabel(t('demoForm.fields.phone'), { exact: true }).fill(values.phone ?? '');
  await form.getByLabel(t('demoForm.fields.message'), { exact: true }).fill(values.message ?? '');
}

test('the demo form pressed before its code arrives is sent once, whole, when the code arrives', async ({ page }) => {
  const t = await uiStrings('en');
  const release = await holdBack(page, /\/demo-request-form-[^/]*\.js$/);
  const values = {
    name: 'Paola Zanetti',
    email: `paola.${stamp()}@scolta.example`,
    company: 'Scolta Sicurezza',
    employees: '501+',
    phone: '3471234567',
    message: `Shift planning for 400 guards, ${stamp()}`,
  };
  const path = pathTo('home', 'en');
  const sends = watchSends(page, siteConfig.demoEndpoint);
  await page.goto(path);
  sends.loads.length = 0;
  const form = page.locator('[data-deferred="demo-request-form"]');
  await fillDemoForm(form, 'en', values);
  const button = form.getByRole('button', { name: t('demoForm.submit') });
  await button.click();
  await expectHeldAndBusy(form.locator('button[type="submit"]'), t('demoForm.submitting'));
  expect(sends.posts).toEqual([]);

  await release();
  await expect(page.getByRole('heading', { name: t('demoForm.confirmation.title') })).toBeVisible();
  const [mail] = await waitForMails(`Reply-To: ${values.email}`);
  expect(mail?.header('Subject')).toBe(`Demo request: ${values.company} (${values.employees} employees)`);
  for (const value of Object.values(values)) expect(mail?.text).toContain(value);
  expect(sends.posts).toHaveLength(1);
  expect(sends.loads).toEqual([]);
  expect(page.url()).toMatch(new RegExp(`${path}$`));
  removeMails(mail ? [mail] : []);
});

test('an application pressed before its code arrives is sent once, with its résumé, when the code arrives', async ({
  page,
}) => {
  const t = await uiStrings('en');
  // The application form is part of the team page's own code.
  const release = await holdBack(page, /\/team-page-[^/]*\.js$/);
  const values = {
    name: 'Chiara Esposito',
    email: `chiara.${stamp()}@example.com`,
    phone: '+39 347 1234567',
    position: 'Design',
    message: `Five years designing B2B tools, ${stamp()}`,
  };
  const pdf = realisticPdf(40_000);
  const path = pathTo('team', 'en');
  const sends = watchSends(page, siteConfig.applicationEndpoint);
  await page.goto(path);
  sends.loads.length = 0;
  const form = page.locator('#application-form');
  await form.scrollIntoViewIfNeeded();
  for (const name of ['name', 'email', 'phone', 'position', 'message'] as const)
    await form.getByLabel(t(`candidateApplication.fields.${name}`), { exact: true }).fill(values[name]);
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'cv-chiara.pdf', mimeType: 'application/pdf', buffer: pdf });
  await form.getByRole('button', { name: t('candidateApplication.submit') }).click();
  await expectHeldAndBusy(form.locator('button[type="submit"]'), t('candidateApplication.submitting'));
  expect(sends.posts).toEqual([]);

  await release();
  await expect(page.getByRole('heading', { name: t('teamPage.applicationForm.success') })).toBeVisible();
  const [mail] = await waitForMails(`Reply-To: ${values.email}`);
  for (const value of Object.values(values)) expect(mail?.text).toContain(value);
  expect(mail?.attachments.map(({ filename }) => filename)).toEqual(['cv-chiara.pdf']);
  expect(mail?.attachments[0]?.bytes.equals(pdf)).toBe(true);
  expect(sends.posts).toHaveLength(1);
  expect(sends.loads).toEqual([]);
  expect(page.url()).toMatch(new RegExp(`${path}$`));
  removeMails(mail ? [mail] : []);
});

test('the demo form sent with Enter before its code arrives is sent once when the code arrives', async ({ page }) => {
  const t = await uiStrings('it');
  const release = await holdBack(page, /\/demo-request-form-[^/]*\.js$/);
  const values = {
    name: 'Davide Rinaldi',
    email: `davide.${stamp()}@ferrameccanica.example`,
    company: 'Ferra Meccanica',
    employees: '201-500',
    phone: '0298765432',
    message: `Turni in officina, ${stamp()}`,
  };
  const path = pathTo('caseStudies', 'it');
  const sends = watchSends(page, siteConfig.demoEndpoint);
  await page.goto(path);
  sends.loads.length = 0;
  const form = page.locator('[data-deferred="demo-request-form"]');
  await fillDemoForm(form, 'it', values);
  await form.getByLabel(t('demoForm.fields.company'), { exact: true }).press('Enter');
  await expectHeldAndBusy(form.locator('button[type="submit"]'), t('demoForm.submitting'));

  await release();
  await expect(page.getByRole('heading', { name: t('demoForm.confirmation.title') })).toBeVisible();
  const [mail] = await waitForMails(`Reply-To: ${values.email}`);
  for (const value of Object.values(values)) expect(mail?.text).toContain(value);
  expect(sends.posts).toHaveLength(1);
  expect(sends.loads).toEqual([]);
  removeMails(mail ? [mail] : []);
});

test('the newsletter sign-up sent with Enter before its code arrives is sent once when the code arrives', async ({
  page,
}) => {
  const t = await uiStrings('en');
  const release = await holdBack(page, /\/newsletter-form-[^/]*\.js$/);
  const address = `reader.${stamp()}@newsletter.example`;
  const path = pathTo('pricing', 'en');
  const sends = watchSends(page, siteConfig.newsletterEndpoint);
  await page.goto(path);
  sends.loads.length = 0;
  await subscribeWithKeyboard(page, 'en', address);
  await expectHeldAndBusy(
    page.locator('[data-deferred="newsletter-form"] button[type="submit"]'),
    t('newsletter.submitting'),
  );

  await release();
  await expect(page.getByText(t('newsletter.sent'))).toBeVisible();
  const mails = await waitForMails(`To: ${address}`);
  expect(sends.posts).toHaveLength(1);
  expect(sends.loads).toEqual([]);
  removeMails(mails);
});

import { expect, test, type Page, type Request } from '@playwright/test';
import { answerJson, expectAnnounced, expectNoRawKeys, uiStrings } from './form-answers';
import { siteConfig } from '../../src/config';
import company from '../../src/generated/company';
import { pathTo } from '../../src/routes/paths';
import { waitForHydration } from './page-checks';
import { typographic } from '../normalize-typography';

const forms = [
  {
    language: 'en',
    path: '/en/demo/',
    labels: {
      name: 'Full name',
      email: 'Work email',
      company: 'Company',
      employees: 'Company size',
      phone: 'Phone (optional)',
      message: /What would you like to see/,
    },
    submit: 'Request a demo',
    submitting: 'Sending your request…',
    texts: {
      nameRequired: 'Please enter your name.',
      emailInvalid: 'Please enter a valid email address, e.g. name@company.com.',
      phoneDigits: 'Please use digits only, without spaces, dashes or a plus sign.',
    },
    received: 'Request Received!',
    receivedText: "We'll contact you shortly to schedule your demo.",
    failure: 'Your request was not sent',
    error: 'We could not reach our server',
    placeholder: 'Select the number of employees',
    privacyLink: /privacy policy/,
  },
  {
    language: 'it',
    path: '/it/demo/',
    labels: {
      name: 'Nome e cognome',
      email: 'Email aziendale',
      company: 'Azienda',
      employees: "Dimensione dell'azienda",
      phone: 'Telefono (facoltativo)',
      message: /Cosa ti piacerebbe vedere/,
    },
    submit: 'Richiedi una demo',
    submitting: 'Invio della richiesta…',
    texts: {
      nameRequired: 'Inserisci nome e cognome.',
      emailInvalid: 'Inserisci un indirizzo email valido, ad esempio nome@azienda.it.',
      phoneDigits: 'Usa solo cifre, senza spazi, trattini o il segno più.',
    },
    received: 'Richiesta ricevuta!',
    receivedText: 'Ti contatteremo a breve per fissare la tua demo.',
    failure: 'La richiesta non è stata inviata',
    error: 'Non riusciamo a raggiungere il nostro server',
    placeholder: 'Seleziona il numero di dipendenti',
    privacyLink: /informativa privacy/,
  },
] as const;

const valid = {
  name: 'Chiara Esposito',
  email: 'chiara@lavoroalto.example',
  company: 'Lavoro Alto',
  phone: '3471234567',
  message: 'We hire 200 seasonal staff a year.',
};

/** A label written here, as the page shows it once its typography is set (exactly), or a pattern as it is. */
function labelPattern(label: string | RegExp): RegExp {
  return typeof label === 'string' ? typographic(label, { exact: true }) : label;
}

for (const form of forms) {
  test.describe(`the demo request form (${form.language})`, () => {
    const field = (page: Page, name: keyof typeof form.labels) => page.getByLabel(labelPattern(form.labels[name]));

    async function fillValid(page: Page) {
      await field(page, 'name').fill(valid.name);
      await field(page, 'email').fill(valid.email);
      await field(page, 'company').fill(valid.company);
      await field(page, 'employees').selectOption('51-200');
      await field(page, 'phone').fill(valid.phone);
      await field(page, 'message').fill(valid.message);
    }

    async function expectValuesKept(page: Page) {
      await expect(field(page, 'name')).toHaveValue(valid.name);
      await expect(field(page, 'email')).toHaveValue(valid.email);
      await expect(field(page, 'company')).toHaveValue(valid.company);
      await expect(field(page, 'employees')).toHaveValue('51-200');
      await expect(field(page, 'phone')).toHaveValue(valid.phone);
      await expect(field(page, 'message')).toHaveValue(valid.message);
    }

    test.beforeEach(async ({ page }) => {
      await page.goto(form.path);
      await waitForHydration(page);
    });

    test('says under the button who receives the request, why, for how long, and links the privacy policy', async ({
      page,
    }) => {
      const notice = page.locator('form p').filter({ has: page.getByRole('link', { name: form.privacyLink }) });
      await expect(notice).toContainText(company.legalName);
      await expect(notice).toContainText(String(company.demoRequestRetentionMonths));
      await expect(notice.getByRole('link', { name: form.privacyLink })).toHaveAttribute(
        'href',
        pathTo('privacy', form.language),
      );
    });

    test('an empty submit shows every error, focuses the first field and sends nothing', async ({ page }) => {
      const requests: Request[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/')) requests.push(request);
      });
      await page.getByRole('button', { name: form.submit }).click();
      await expect(page.getByText(form.texts.nameRequired)).toBeVisible();
      await expect(field(page, 'name')).toBeFocused();
      await expect(field(page, 'name')).toHaveAttribute('aria-invalid', 'true');
      const describedBy = await field(page, 'name').getAttribute('aria-describedby');
      await expect(page.locator(`[id="${describedBy ?? ''}"]`)).toHaveText(form.texts.nameRequired);
      await expect(page.locator('form [id$="-error"]')).toHaveCount(4);
      expect(requests).toHaveLength(0);
    });

    test('a bad email and letters in the phone are refused', async ({ page }) => {
      await fillValid(page);
      await field(page, 'email').fill('chiara@');
      await field(page, 'phone').fill('347 abc');
      await page.getByRole('button', { name: form.submit }).click();
      await expect(page.getByText(form.texts.emailInvalid)).toBeVisible();
      await expect(page.getByText(form.texts.phoneDigits)).toBeVisible();
      await expect(field(page, 'email')).toBeFocused();
    });

    test('offers the five size bands after a disabled placeholder', async ({ page }) => {
      const options = field(page, 'employees').locator('option');
      await expect(options).toHaveCount(6);
      await expect(options.first()).toHaveText(form.placeholder);
      await expect(options.first()).toBeDisabled();
      await expect(field(page, 'employees')).toHaveValue('');
      expect(
        await options.evaluateAll((all) => all.slice(1).map((option) => (option as HTMLOptionElement).value)),
      ).toEqual(['1-10', '11-50', '51-200', '201-500', '501+']);
    });

    test('a valid submit sends one JSON request, shows the confirmation, then the empty form after 3 s', async ({
      page,
    }) => {
      const bodies: unknown[] = [];
      let release: () => void = () => undefined;
      const answered = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/demo-request', async (route) => {
        bodies.push(route.request().postDataJSON());
        await answered;
        await route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' });
      });
      await fillValid(page);
      const button = page.getByRole('button', { name: form.submit });
      await button.click();
      const busy = page.getByRole('button', { name: form.submitting });
      await expect(busy).toBeDisabled();
      await busy.click({ force: true });
      release();
      await expect(page.getByRole('heading', { name: form.received })).toBeVisible();
      await expect(page.getByText(typographic(form.receivedText))).toBeVisible();
      expect(bodies).toEqual([{ ...valid, employees: '51-200' }]);
      await expect(page.getByRole('heading', { name: form.received })).toBeHidden({ timeout: 4500 });
      await expect(field(page, 'name')).toHaveValue('');
      await expect(field(page, 'employees')).toHaveValue('');
    });

    test('the submit-another button brings the form back at once', async ({ page }) => {
      await page.route('**/api/demo-request', (route) => route.fulfill({ status: 200, body: '{}' }));
      await fillValid(page);
      await page.getByRole('button', { name: form.submit }).click();
      await page
        .getByRole('button', {
          name: form.language === 'en' ? 'Submit another request' : typographic("Invia un'altra richiesta"),
        })
        .click();
      await expect(field(page, 'name')).toBeVisible();
      await expect(field(page, 'name')).toBeFocused();
    });

    test('a server error shows the failure toast and keeps every value', async ({ page }) => {
      await page.route('**/api/demo-request', (route) => route.fulfill({ status: 500, body: 'boom' }));
      await fillValid(page);
      await page.getByRole('button', { name: form.submit }).click();
      await expect(page.getByText(form.failure)).toBeVisible();
      await expectValuesKept(page);
      await expect(page.getByRole('button', { name: form.submit })).toBeEnabled();
    });

    test('a 400 shows the server’s messages on their fields, focuses the first and keeps the values', async ({
      page,
    }) => {
      const t = await uiStrings(form.language);
      await page.route('**/api/demo-request', (route) =>
        answerJson(route, 400, {
          error: 'invalid-fields',
          errors: { company: 'common.fieldErrors.controlCharacters', email: 'demoForm.errors.emailInvalid' },
        }),
      );
      await fillValid(page);
      await page.getByRole('button', { name: form.submit }).click();
      await expect(field(page, 'email')).toBeFocused();
      for (const [name, key] of [
        ['email', 'demoForm.errors.emailInvalid'],
        ['company', 'common.fieldErrors.controlCharacters'],
      ] as const) {
        await expect(field(page, name)).toHaveAttribute('aria-invalid', 'true');
        const describedBy = (await field(page, name).getAttribute('aria-describedby')) ?? '';
        await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(t(key));
      }
      await expectAnnounced(page, t('common.formAnswer.invalidTitle'), t('common.formAnswer.invalidDesc'));
      await expectValuesKept(page);
      await expectNoRawKeys(page);
    });

    test('a 400 about the body or an unknown key gives a general message, never the key', async ({ page }) => {
      const t = await uiStrings(form.language);
      await page.route('**/api/demo-request', (route) =>
        answerJson(route, 400, {
          error: 'invalid-fields',
          errors: { '(body)': 'demoForm.errors.invalidBody', name: 'demoForm.errors.somethingNew' },
        }),
      );
      await fillValid(page);
      await page.getByRole('button', { name: form.submit }).click();
      await expectAnnounced(page, t('demoForm.form.failure'), t('common.formAnswer.unreadable'));
      await expect(field(page, 'name')).toHaveAttribute('aria-invalid', 'false');
      await expectValuesKept(page);
      await expectNoRawKeys(page);
    });

    test('a 413 states the limit from the answer in MB', async ({ page }) => {
      const t = await uiStrings(form.language);
      await page.route('**/api/demo-request', (route) =>
        answerJson(route, 413, { error: 'payload-too-large', limitBytes: 65_536 }),
      );
      await fillValid(page);
      await page.getByRole('button', { name: form.submit }).click();
      const megabytes = new Intl.NumberFormat(form.language).format(0.06);
      await expectAnnounced(page, t('demoForm.form.tooLarge'), t('demoForm.form.tooLargeDesc', { megabytes }));
      await expectValuesKept(page);
    });

    test('a 429 says when to try again from Retry-After; a retry of the same content reuses its key', async ({
      page,
    }) => {
      const t = await uiStrings(form.language);
      const keys: string[] = [];
      await page.route('**/api/demo-request', async (route) => {
        keys.push((await route.request().headerValue('idempotency-key')) ?? '');
        await (keys.length === 1
          ? answerJson(route, 429, { error: 'rate-limited' }, { 'Retry-After': '120' })
          : answerJson(route, 200, { ok: true }));
      });
      await fillValid(page);
      await page.getByRole('button', { name: form.submit }).click();
      await expectAnnounced(
        page,
        t('common.formAnswer.rateLimitedTitle'),
        t('common.formAnswer.retryMinutes', { count: 2 }),
      );
      await expectValuesKept(page);
      await page.getByRole('button', { name: form.submit }).click();
      await expect(page.getByRole('heading', { name: form.received })).toBeVisible();
      expect(keys).toHaveLength(2);
      expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{1,100}$/);
      expect(keys[1]).toBe(keys[0]);
    });

    test('a 503 says the server is busy and when to try again; an edit makes a new key', async ({ page }) => {
      const t = await uiStrings(form.language);
      const keys: string[] = [];
      await page.route('**/api/demo-request', async (route) => {
        keys.push((await route.request().headerValue('idempotency-key')) ?? '');
        await answerJson(route, 503, { error: 'busy', retryAfterSeconds: 30 }, { 'Retry-After': '30' });
      });
      await fillValid(page);
      await page.getByRole('button', { name: form.submit }).click();
      await expectAnnounced(page, t('common.formAnswer.busyTitle'), t('common.formAnswer.retrySeconds', { count: 30 }));
      await expectValuesKept(page);
      await field(page, 'message').fill(`${valid.message} And the pricing.`);
      await page.getByRole('button', { name: form.submit }).click();
      await expect.poll(() => keys.length).toBe(2);
      expect(keys[1]).not.toBe(keys[0]);
    });

    test('a 403 asks to reload the page', async ({ page }) => {
      const t = await uiStrings(form.language);
      await page.route('**/api/demo-request', (route) => answerJson(route, 403, { error: 'cross-origin' }));
      await fillValid(page);
      await page.getByRole('button', { name: form.submit }).click();
      await expectAnnounced(page, t('common.formAnswer.reloadTitle'), t('common.formAnswer.reloadDesc'));
      // The button was disabled while sending, which drops focus: it gets it back, ready to retry.
      await expect(page.getByRole('button', { name: form.submit })).toBeFocused();
      await expectValuesKept(page);
    });

    test('a 408 is worded as a request that did not get through', async ({ page }) => {
      const t = await uiStrings(form.language);
      await page.route('**/api/demo-request', (route) => answerJson(route, 408, { error: 'request-timeout' }));
      await fillValid(page);
      await page.getByRole('button', { name: form.submit }).click();
      await expectAnnounced(page, t('demoForm.form.error'), t('demoForm.form.errorDesc'));
      await expectValuesKept(page);
    });

    test('a network error shows the error toast and keeps every value', async ({ page }) => {
      await page.route('**/api/demo-request', (route) => route.abort('connectionrefused'));
      await fillValid(page);
      await page.getByRole('button', { name: form.submit }).click();
      await expect(page.getByText(form.error)).toBeVisible();
      await expectValuesKept(page);
    });
  });
}

test('the home page holds the same form', async ({ page }) => {
  await page.goto('/en/');
  await expect(page.locator('#demo form')).toBeVisible();
  await expect(page.locator('#demo').getByLabel('Work email')).toBeVisible();
});

for (const path of ['/en/', '/it/casi-studio/']) {
  test(`on ${path}, the form's code arrives when the visitor reaches into it, and the form then works`, async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    await waitForHydration(page);
    const island = page.locator('[data-deferred="demo-request-form"]');
    await expect(island).not.toHaveAttribute('data-hydrated');
    expect(scripts.filter((script) => script.includes('demo-request-form'))).toEqual([]);
    // What a visitor typed before the code arrived stays, and is what the form then checks.
    await island.locator('input[type="email"]').fill('not-an-email');
    await expect(island).toHaveAttribute('data-hydrated', '');
    expect(scripts.some((script) => script.includes('demo-request-form'))).toBe(true);
    await expect(island.locator('input[type="email"]')).toHaveValue('not-an-email');
    await island.getByRole('button').last().click();
    await expect(island.locator('input[type="email"]')).toHaveAttribute('aria-invalid', 'true');
  });
}

test('a form sent before its code has arrived is sent once, by the form, when the code arrives', async ({ page }) => {
  let releaseCode: () => void = () => undefined;
  const codeHeld = new Promise<void>((resolve) => {
    releaseCode = resolve;
  });
  await page.route(/demo-request-form[^/]*\.js$/, async (route) => {
    await codeHeld;
    await route.continue();
  });
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
  });
  const t = await uiStrings('en');
  await page.goto('/en/case-studies/');
  await waitForHydration(page);
  const island = page.locator('[data-deferred="demo-request-form"]');
  await island.getByLabel(t('demoForm.fields.name'), { exact: true }).fill('Paola Zanetti');
  await island.getByLabel(t('demoForm.fields.email'), { exact: true }).fill('paola@scolta.example');
  await island.getByLabel(t('demoForm.fields.company'), { exact: true }).fill('Scolta Sicurezza');
  await island.getByLabel(t('demoForm.fields.employees'), { exact: true }).selectOption('501+');
  await island.getByRole('button', { name: t('demoForm.submit') }).click();
  await expect(island).not.toHaveAttribute('data-hydrated');
  expect(page.url()).toMatch(/\/en\/case-studies\/$/);
  const sent = page.waitForRequest((request) => request.method() === 'POST');
  releaseCode();
  expect(new URL((await sent).url()).pathname).toBe(siteConfig.demoEndpoint);
  await expect(page.getByRole('heading', { name: t('demoForm.confirmation.title') })).toBeVisible();
  expect(posts).toEqual([siteConfig.demoEndpoint]);
});

test('a filled honeypot is answered as sent and goes nowhere', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) requests.push(request.url());
  });
  await page.goto('/en/demo/');
  await waitForHydration(page);
  // The demo form's honeypot: the footer's newsletter form, further down, has its own.
  await page
    .locator('input[name="website"]')
    .first()
    .evaluate((input) => {
      (input as HTMLInputElement).value = 'http://spam.example';
    });
  await page.getByLabel('Full name', { exact: true }).fill(valid.name);
  await page.getByLabel('Work email').fill(valid.email);
  await page.getByLabel('Company', { exact: true }).fill(valid.company);
  await page.getByLabel('Company size').selectOption('1-10');
  await page.getByRole('button', { name: 'Request a demo' }).click();
  await expect(page.getByRole('heading', { name: 'Request Received!' })).toBeVisible();
  expect(requests).toEqual([]);
});

import { expect, test, type Page } from '@playwright/test';
import { answerJson, expectAnnounced, expectNoRawKeys, uiStrings } from './form-answers';
import company from '../../src/generated/company';
import teamEn from '../../src/generated/team/en';
import teamIt from '../../src/generated/team/it';
import { pathTo } from '../../src/routes/paths';
import { waitForHydration } from './page-checks';
import { siteConfig } from '../../src/config';
import { RESUME_MAX_BYTES, RESUME_MAX_MEGABYTES } from '../../src/forms/resume-file';
import { typographic } from '../normalize-typography';

/** The team page shows four members first (a fact of the page, not of the content). */
const SHOWN_FIRST = 4;
/** How many members each language's team page lists, read from content/team/. */
const MEMBERS = { en: teamEn.leadership.members.length, it: teamIt.leadership.members.length };

// The spec's texts, as written: the page shows them with their typography set (typographic).
const pages = [
  {
    language: 'en',
    path: '/en/team/',
    join: 'Join the team',
    meet: 'Meet the team',
    founded: 'Founded in 2024',
    showMore: new RegExp(`Show ${MEMBERS.en - SHOWN_FIRST} more people`),
    labels: {
      name: 'Full name',
      email: 'Email',
      phone: 'Phone (optional)',
      position: "Position you're interested in",
      message: /Tell us about yourself/,
    },
    submit: 'Send application',
    submitting: 'Sending your application…',
    messages: {
      name: 'Name must be at least 2 characters long.',
      email: 'Please enter a valid email address.',
      position: "Please specify the position you're interested in.",
    },
    attach: 'Attach Resume',
    remove: 'Remove',
    attached: 'Resume Attached',
    sent: 'Resume Sent',
    failed: 'Resume Not Sent',
    failedDesc: 'Your application was not sent successfully, please try again later.',
    error: 'Oops Something Went Wrong',
    play: /Play the video/,
    privacyLink: /privacy policy/,
  },
  {
    language: 'it',
    path: '/it/team/',
    join: 'Vedi le posizioni aperte',
    meet: 'Conosci il team',
    founded: 'Fondata nel 2024',
    showMore: new RegExp(`Mostra altre ${MEMBERS.it - SHOWN_FIRST} persone`),
    labels: {
      name: 'Nome e cognome',
      email: 'Email',
      phone: 'Telefono (facoltativo)',
      position: 'Posizione che ti interessa',
      message: /Raccontaci qualcosa di te/,
    },
    submit: 'Invia la candidatura',
    submitting: 'Invio della candidatura…',
    messages: {
      name: 'Il nome deve contenere almeno 2 caratteri.',
      email: 'Inserisci un indirizzo email valido.',
      position: 'Indica la posizione che ti interessa.',
    },
    attach: 'Allega il CV',
    remove: 'Rimuovi',
    attached: 'CV allegato',
    sent: 'Candidatura inviata',
    failed: 'Candidatura non inviata',
    failedDesc: 'La tua candidatura non è stata inviata: riprova più tardi.',
    error: 'Ops, qualcosa è andato storto',
    play: /Guarda il video/,
    privacyLink: /informativa privacy/,
  },
] as const;

const pdf = { name: 'cv-chiara.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% test résumé\n') };
const valid = {
  name: 'Chiara Esposito',
  email: 'chiara@example.com',
  phone: '+39 347 1234567',
  position: 'Design',
  message: 'Five years designing B2B tools.',
};

for (const team of pages) {
  test.describe(`the team page (${team.language})`, () => {
    const field = (page: Page, name: keyof typeof team.labels) => {
      const label = team.labels[name];
      return page
        .locator('#application-form')
        .getByLabel(typeof label === 'string' ? typographic(label, { exact: true }) : label);
    };
    async function fillValid(page: Page) {
      for (const name of ['name', 'email', 'phone', 'position', 'message'] as const)
        await field(page, name).fill(valid[name]);
      await page.locator('#application-form input[type="file"]').setInputFiles(pdf);
    }
    async function expectValuesKept(page: Page) {
      for (const name of ['name', 'email', 'phone', 'position', 'message'] as const)
        await expect(field(page, name)).toHaveValue(valid[name]);
      await expect(page.getByTestId('resume-name')).toHaveText(pdf.name);
    }

    test.beforeEach(async ({ page }) => {
      await page.goto(team.path);
      await waitForHydration(page);
    });

    test('the header buttons land on their sections, below the header', async ({ page }) => {
      await expect(page.getByText(typographic(team.founded, { exact: true }))).toBeVisible();
      for (const [label, id] of [
        [team.join, 'joinTeam'],
        [team.meet, 'meetTeam'],
      ] as const) {
        await page.evaluate(() => {
          window.scrollTo(0, 0);
        });
        await page.getByRole('link', { name: label, exact: true }).click();
        await expect
          .poll(() => page.locator(`#${id}`).evaluate((element) => Math.round(element.getBoundingClientRect().top)))
          .toBe(80);
      }
    });

    test('says under the button who receives an application, why, how long the CV is kept, and links the privacy policy', async ({
      page,
    }) => {
      const form = page.locator('#application-form');
      const notice = form.locator('p').filter({ has: page.getByRole('link', { name: team.privacyLink }) });
      await expect(notice).toContainText(company.legalName);
      await expect(notice).toContainText(String(company.applicationRetentionMonths));
      await expect(notice.getByRole('link', { name: team.privacyLink })).toHaveAttribute(
        'href',
        pathTo('privacy', team.language),
      );
    });

    test('shows 4 members, then all of them, and the button goes', async ({ page }) => {
      const count = MEMBERS[team.language];
      const members = page.locator('#meetTeam li:visible');
      await expect(members).toHaveCount(Math.min(count, SHOWN_FIRST));
      if (count <= SHOWN_FIRST) {
        await expect(page.locator('#meetTeam').getByRole('button')).toHaveCount(0);
        return;
      }
      await page.getByRole('button', { name: team.showMore }).click();
      await expect(members).toHaveCount(count);
      await expect(page.getByRole('button', { name: team.showMore })).toHaveCount(0);
      await expect(page.locator('#meetTeam li').nth(SHOWN_FIRST).getByRole('heading')).toBeFocused();
    });

    test('validates each field with the specified message, linked to its field', async ({ page }) => {
      await page.getByRole('button', { name: team.submit }).click();
      for (const name of ['name', 'email', 'position'] as const) {
        const message = page.getByText(typographic(team.messages[name], { exact: true }));
        await expect(message).toBeVisible();
        await expect(message).toHaveClass(/text-red-700/);
        const describedBy = (await field(page, name).getAttribute('aria-describedby')) ?? '';
        expect(describedBy.split(' ')).toContain(await message.getAttribute('id'));
      }
      await expect(field(page, 'name')).toBeFocused();
      await field(page, 'name').fill('A');
      await field(page, 'email').fill('not-an-email');
      await field(page, 'position').fill('x');
      await page.getByRole('button', { name: team.submit }).click();
      await expect(page.getByText(typographic(team.messages.name, { exact: true }))).toBeVisible();
      await expect(page.getByText(typographic(team.messages.email, { exact: true }))).toBeVisible();
      await expect(page.getByText(typographic(team.messages.position, { exact: true }))).toBeVisible();
    });

    test('the résumé picker accepts PDF and Word files, says when one is attached, and can remove it', async ({
      page,
    }) => {
      const input = page.locator('#application-form input[type="file"]');
      await expect(input).toHaveAttribute('accept', '.pdf,.doc,.docx');
      await expect(page.getByText(typographic(team.attach, { exact: true }))).toBeVisible();
      await input.setInputFiles(pdf);
      await expect(page.getByText(typographic(team.attached, { exact: true }))).toBeVisible();
      await expect(page.getByTestId('resume-name')).toHaveText(pdf.name);
      await page.locator('#application-form').getByRole('button', { name: team.remove, exact: true }).click();
      await expect(page.getByText(typographic(team.attach, { exact: true }))).toBeVisible();
      await input.setInputFiles({ name: 'virus.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
      await expect(page.locator('#application-form [id$="-error"]')).toHaveCount(1);
      await expect(page.getByText(typographic(team.attach, { exact: true }))).toBeVisible();
    });

    test('a résumé over the limit is refused with the configured size in MB', async ({ page }) => {
      const t = await uiStrings(team.language);
      const tooLarge = { ...pdf, buffer: Buffer.alloc(RESUME_MAX_BYTES + 1) };
      const input = page.locator('#application-form input[type="file"]');
      await input.setInputFiles(tooLarge);
      const error = page.locator('#application-form [id$="-error"]');
      await expect(error).toHaveText(t('candidateApplication.resumeSize', { megabytes: RESUME_MAX_MEGABYTES }));
      await expect(error).toContainText(`${RESUME_MAX_MEGABYTES} MB`);
      await expectNoRawKeys(page);
    });

    test('a valid submit sends one multipart request with the fields and the file; 200 shows the panel, then the form', async ({
      page,
    }) => {
      const requests: { contentType: string; body: string }[] = [];
      await page.route('**/api/application', async (route) => {
        const request = route.request();
        requests.push({
          contentType: (await request.headerValue('content-type')) ?? '',
          body: request.postDataBuffer()?.toString('latin1') ?? '',
        });
        await new Promise((resolve) => setTimeout(resolve, 300));
        await route.fulfill({ status: 200, body: '{"ok":true}' });
      });
      await fillValid(page);
      await page.getByRole('button', { name: team.submit }).click();
      const busy = page.getByRole('button', { name: team.submitting });
      await expect(busy).toBeDisabled();
      await expect(page.getByRole('heading', { name: team.sent })).toBeVisible();
      expect(requests).toHaveLength(1);
      const [{ contentType, body }] = requests as [{ contentType: string; body: string }];
      expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
      for (const [name, value] of Object.entries(valid)) expect(body).toContain(`name="${name}"\r\n\r\n${value}\r\n`);
      expect(body).toContain(`name="resume"; filename="${pdf.name}"`);
      expect(body).toContain('%PDF-1.4');
      await expect(page.getByRole('heading', { name: team.sent })).toBeHidden({ timeout: 4500 });
      await expect(field(page, 'name')).toHaveValue('');
      await expect(page.getByText(typographic(team.attach, { exact: true }))).toBeVisible();
      // The panel took focus when it appeared; the form's first field gets it back.
      await expect(field(page, 'name')).toBeFocused();
    });

    test('without a résumé the request carries empty phone and message and no file', async ({ page }) => {
      let body = '';
      await page.route('**/api/application', async (route) => {
        body = route.request().postDataBuffer()?.toString('latin1') ?? '';
        await route.fulfill({ status: 200, body: '{}' });
      });
      await field(page, 'name').fill(valid.name);
      await field(page, 'email').fill(valid.email);
      await field(page, 'position').fill(valid.position);
      await page.getByRole('button', { name: team.submit }).click();
      await expect(page.getByRole('heading', { name: team.sent })).toBeVisible();
      expect(body).toContain('name="phone"\r\n\r\n\r\n');
      expect(body).toContain('name="message"\r\n\r\n\r\n');
      expect(body).not.toContain('name="resume"');
    });

    test('a 500 shows the failure toast and keeps every value and the file', async ({ page }) => {
      await page.route('**/api/application', (route) => route.fulfill({ status: 500, body: 'boom' }));
      await fillValid(page);
      await page.getByRole('button', { name: team.submit }).click();
      await expect(page.getByText(typographic(team.failed, { exact: true }))).toBeVisible();
      await expect(page.getByText(typographic(team.failedDesc)).first()).toBeVisible();
      await expectValuesKept(page);
      await expect(page.getByRole('button', { name: team.submit })).toBeEnabled();
    });

    test('an aborted request logs the error, shows the error toast and keeps the values', async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.route('**/api/application', (route) => route.abort('failed'));
      await fillValid(page);
      await page.getByRole('button', { name: team.submit }).click();
      await expect(page.getByText(typographic(team.error, { exact: true }))).toBeVisible();
      await expectValuesKept(page);
      expect(errors.join('\n')).toContain('Sending the form failed');
    });

    test('a 400 shows the server’s messages on the fields and the résumé, focusing the first', async ({ page }) => {
      const t = await uiStrings(team.language);
      await page.route('**/api/application', (route) =>
        answerJson(route, 400, {
          error: 'invalid-fields',
          errors: { resume: 'candidateApplication.resumeContent', position: 'common.fieldErrors.controlCharacters' },
        }),
      );
      await fillValid(page);
      await page.getByRole('button', { name: team.submit }).click();
      await expect(field(page, 'position')).toBeFocused();
      const positionError = (await field(page, 'position').getAttribute('aria-describedby')) ?? '';
      await expect(page.locator(`[id="${positionError.split(' ').at(-1) ?? ''}"]`)).toHaveText(
        t('common.fieldErrors.controlCharacters'),
      );
      const fileInput = page.locator('#application-form input[type="file"]');
      await expect(fileInput).toHaveAttribute('aria-invalid', 'true');
      const resumeError = (await fileInput.getAttribute('aria-describedby')) ?? '';
      await expect(page.locator(`[id="${resumeError.split(' ').at(-1) ?? ''}"]`)).toHaveText(
        t('candidateApplication.resumeContent'),
      );
      await expectAnnounced(page, t('common.formAnswer.invalidTitle'), t('common.formAnswer.invalidDesc'));
      await expectValuesKept(page);
      await expectNoRawKeys(page);
    });

    test('a 400 on the résumé alone focuses the file input', async ({ page }) => {
      await page.route('**/api/application', (route) =>
        answerJson(route, 400, { error: 'invalid-fields', errors: { resume: 'candidateApplication.resumeType' } }),
      );
      await fillValid(page);
      await page.getByRole('button', { name: team.submit }).click();
      await expect(page.locator('#application-form input[type="file"]')).toBeFocused();
    });

    test('a 400 about an unreadable body gives a general message', async ({ page }) => {
      const t = await uiStrings(team.language);
      await page.route('**/api/application', (route) =>
        answerJson(route, 400, { error: 'invalid-fields', errors: { '(body)': 'candidateApplication.invalidBody' } }),
      );
      await fillValid(page);
      await page.getByRole('button', { name: team.submit }).click();
      await expectAnnounced(page, team.failed, t('common.formAnswer.unreadable'));
      await expectValuesKept(page);
      await expectNoRawKeys(page);
    });

    test('a 413 says the file is too large, with the limit from the answer in MB', async ({ page }) => {
      const t = await uiStrings(team.language);
      await page.route('**/api/application', (route) =>
        answerJson(route, 413, { error: 'payload-too-large', limitBytes: 10_551_296 }),
      );
      await fillValid(page);
      await page.getByRole('button', { name: team.submit }).click();
      await expectAnnounced(
        page,
        t('candidateApplication.tooLargeTitle'),
        t('candidateApplication.tooLargeDesc', { megabytes: '10' }),
      );
      await expectValuesKept(page);
    });

    test('a 429 and a 503 say when to try again', async ({ page }) => {
      const t = await uiStrings(team.language);
      let calls = 0;
      await page.route('**/api/application', (route) =>
        ++calls === 1
          ? answerJson(route, 429, { error: 'rate-limited', retryAfterSeconds: 3600 }, { 'Retry-After': '3600' })
          : answerJson(route, 503, { error: 'busy' }, { 'Retry-After': '90' }),
      );
      await fillValid(page);
      await page.getByRole('button', { name: team.submit }).click();
      await expectAnnounced(
        page,
        t('common.formAnswer.rateLimitedTitle'),
        t('common.formAnswer.retryHours', { count: 1 }),
      );
      await page.getByRole('button', { name: team.submit }).click();
      await expectAnnounced(page, t('common.formAnswer.busyTitle'), t('common.formAnswer.retryMinutes', { count: 2 }));
      await expectValuesKept(page);
    });

    test('a 403 asks to reload; a 408 is worded as not getting through', async ({ page }) => {
      const t = await uiStrings(team.language);
      let calls = 0;
      await page.route('**/api/application', (route) =>
        ++calls === 1
          ? answerJson(route, 403, { error: 'cross-origin' })
          : answerJson(route, 408, { error: 'request-timeout' }),
      );
      await fillValid(page);
      await page.getByRole('button', { name: team.submit }).click();
      await expectAnnounced(page, t('common.formAnswer.reloadTitle'), t('common.formAnswer.reloadDesc'));
      await page.getByRole('button', { name: team.submit }).click();
      await expectAnnounced(page, team.error, t('teamPage.applicationForm.errorDesc'));
      await expect(page.getByRole('button', { name: team.submit })).toBeFocused();
      await expectValuesKept(page);
    });

    test('a retry after a network error sends the same key; another résumé makes a new one', async ({ page }) => {
      const keys: string[] = [];
      await page.route('**/api/application', async (route) => {
        keys.push((await route.request().headerValue('idempotency-key')) ?? '');
        await (keys.length === 3 ? route.fulfill({ status: 200, body: '{"ok":true}' }) : route.abort('failed'));
      });
      await fillValid(page);
      await page.getByRole('button', { name: team.submit }).click();
      await expect(page.getByText(typographic(team.error, { exact: true }))).toBeVisible();
      await page.getByRole('button', { name: team.submit }).click();
      await expect.poll(() => keys.length).toBe(2);
      await page.locator('#application-form input[type="file"]').setInputFiles({ ...pdf, name: 'cv-chiara-2026.pdf' });
      await page.getByRole('button', { name: team.submit }).click();
      await expect(page.getByRole('heading', { name: team.sent })).toBeVisible();
      expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{1,100}$/);
      expect(keys[1]).toBe(keys[0]);
      expect(keys[2]).not.toBe(keys[0]);
    });

    test('a slow upload shows a labelled progress bar, announced politely, gone with the answer', async ({ page }) => {
      const t = await uiStrings(team.language);
      let release: () => void = () => undefined;
      const answered = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/application', async (route) => {
        await answered;
        await route.fulfill({ status: 200, body: '{"ok":true}' });
      });
      await fillValid(page);
      await page.getByRole('button', { name: team.submit }).click();
      const bar = page.getByRole('progressbar', { name: t('candidateApplication.uploadLabel') });
      await expect(bar).toBeVisible();
      // An intercepted request reports only the upload's start (size known, 0 sent); real
      // networks report progress too, which the unit tests of UploadProgress cover.
      await expect(bar).toHaveAttribute('max', '100');
      await expect(page.locator('#application-form [role="status"]')).toHaveText(
        t('candidateApplication.uploadProgress', { percent: 0 }),
      );
      release();
      await expect(page.getByRole('heading', { name: team.sent })).toBeVisible();
      await expect(bar).toHaveCount(0);
    });

    test('the job board and a film load when asked for, the board with its display options', async ({ page }) => {
      // The visitor refused media embeds (playwright.config.ts): each loads on its own click
      // (consent.spec.ts proves nothing is requested before). The example hosts do not exist.
      const hosts = new Set([siteConfig.videoHostOrigin, new URL(siteConfig.jobBoard.embedUrl).origin]);
      await page.route(
        (url) => hosts.has(url.origin),
        (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>embed</p>' }),
      );
      const t = await uiStrings(team.language);
      await page
        .getByRole('button', {
          name: t('consent.embed.loadJobBoard', { provider: siteConfig.embedProviders.jobBoard }),
        })
        .click();
      const board = page.locator(`iframe[title="${t('team.jobBoardTitle')}"]`);
      await expect(board).toHaveAttribute('loading', 'lazy');
      await expect(board).toHaveAttribute(
        'src',
        /jobs\.talvera\.example.*rounded=true.*color=%234338ca.*layout=rows.*map=true/,
      );
      await page.getByRole('button', { name: team.play }).first().click();
      await expect(page.locator(`iframe[src^="${siteConfig.videoHostOrigin}/"]`)).toHaveCount(1);
    });

    test('every film of the content is in the carousel with its dot, and plays from its own address', async ({
      page,
    }) => {
      // However many films content/team/<lang>.yaml lists; one shows alone, without dots.
      const films = (team.language === 'en' ? teamEn : teamIt).videos.items;
      await page.route(`${siteConfig.videoHostOrigin}/**`, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<p>player</p>' }),
      );
      const t = await uiStrings(team.language);
      const videos = page.locator('section[aria-labelledby="videos-title"]');
      const dot = (position: number) =>
        videos.getByRole('button', { name: t('team.showVideo', { position }), exact: true });
      for (const position of films.keys()) await expect(dot(position + 1)).toHaveCount(films.length === 1 ? 0 : 1);
      await expect(dot(films.length + 1)).toHaveCount(0);
      const last = films.at(-1);
      if (!last) throw new Error('content/team has no film');
      if (films.length > 1) await dot(films.length).click();
      await videos.getByRole('button', { name: t('team.playVideo', { title: last.title }), exact: true }).click();
      await expect(videos.locator('iframe')).toHaveAttribute('src', `${last.embed}?autoplay=1`);
      await expect(videos.locator('iframe')).toHaveAttribute('title', last.title);
    });
  });
}

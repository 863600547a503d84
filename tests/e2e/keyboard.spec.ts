import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import articleSummaries from '../../src/generated/articles/summaries';
import calculatorIt from '../../src/generated/calculator/it';
import pricingIt from '../../src/generated/pricing/it';
import team from '../../src/generated/team/en';
import { siteConfig } from '../../src/config';
import { planForBand } from '../../src/content/pricing-figures';
import { formatEuro } from '../../src/pages/pricing/format-euro';
import { answerJson, uiStrings } from './form-answers';
import { waitForHydration } from './page-checks';
import { typographic } from '../normalize-typography';

// The controls not already driven from the keyboard elsewhere (menus, tabs, carousel and the
// marquee have their own keyboard tests), each used with the keyboard alone.
test.describe('keyboard use', () => {
  test('the price calculator follows the arrow keys', async ({ page }) => {
    await page.goto('/it/prezzi/');
    await waitForHydration(page);
    const select = page.getByLabel('Dimensione della tua banca dati candidati');
    await select.focus();
    await page.keyboard.press('ArrowDown');
    // The second band of content/pricing/calculator.yaml: a plan's annual price, or a quote.
    const second = calculatorIt.bands[1];
    const plan = second && planForBand(second, pricingIt.plans);
    await expect(page.getByTestId('calculator-estimate')).toContainText(
      plan ? formatEuro(plan.price.annual, 'it') : pricingIt.calculator.customPrice,
    );
  });

  test('the pricing facts accordion: Enter and Space toggle, arrows, Home and End move', async ({ page }) => {
    const { facts } = parse(readFileSync('content/pricing/it.yaml', 'utf8')) as {
      facts: { items: { question: string; answer: string }[] };
    };
    // As written in content: the page shows it with its typography set.
    const [first, second] = facts.items;
    if (!first || !second) throw new Error('content/pricing/it.yaml: fewer than two facts');
    await page.goto('/it/prezzi/');
    await waitForHydration(page);
    const header = (question: string) => page.getByRole('button', { name: typographic(question, { exact: true }) });
    const region = (question: string) => page.getByRole('region', { name: typographic(question, { exact: true }) });
    await expect(page.getByText(typographic(first.answer))).toBeHidden();

    await header(first.question).focus();
    await page.keyboard.press('Enter');
    await expect(header(first.question)).toHaveAttribute('aria-expanded', 'true');
    await expect(region(first.question)).toContainText(typographic(first.answer));

    await page.keyboard.press('ArrowDown');
    await expect(header(second.question)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(region(second.question)).toBeVisible();
    await expect(header(first.question)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(typographic(first.answer))).toBeHidden();
    await page.keyboard.press('Space');
    await expect(header(second.question)).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('End');
    await expect(header(facts.items.at(-1)?.question ?? '')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(header(first.question)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Home');
    await expect(header(first.question)).toBeFocused();
  });

  test('Show more, the video and the résumé picker work from the keyboard', async ({ page }) => {
    await page.route(`${siteConfig.videoHostOrigin}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>player</p>' }),
    );
    await page.goto('/en/team/');
    await waitForHydration(page);
    const members = team.leadership.members.length;
    // Four show first; the test needs someone behind the button.
    await page.getByRole('button', { name: `Show ${members - 4} more people` }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#meetTeam li:visible')).toHaveCount(members);

    const fileInput = page.locator('#application-form input[type="file"]');
    await fileInput.focus();
    await expect(fileInput).toBeFocused();
    const chooser = page.waitForEvent('filechooser', { timeout: 5000 });
    await fileInput.press('Enter');
    await (await chooser).setFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') });
    await expect(page.getByText('Resume Attached', { exact: true })).toBeVisible();

    await page
      .getByRole('button', { name: /Play the video/ })
      .first()
      .focus();
    await page.keyboard.press('Enter');
    await expect(page.locator(`iframe[src^="${team.videos.items[0]?.embed ?? '-'}?"]`)).toHaveCount(1);
  });

  test('the demo form can be filled and sent with the keyboard alone', async ({ page }) => {
    await page.route('**/api/demo-request', (route) => route.fulfill({ status: 200, body: '{}' }));
    await page.goto('/en/demo/');
    await waitForHydration(page);
    await page.getByLabel('Full name', { exact: true }).focus();
    await page.keyboard.type('Luca Moretti');
    await page.keyboard.press('Tab');
    await page.keyboard.type('luca@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Vetta Industrie');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByLabel('Company size')).not.toHaveValue('');
    await page.getByRole('button', { name: 'Request a demo' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Request Received!' })).toBeFocused();
  });

  test('after a refused application the keyboard lands on the refused field and reaches the notice’s close button', async ({
    page,
  }) => {
    const t = await uiStrings('en');
    await page.route('**/api/application', (route) =>
      answerJson(route, 400, { error: 'invalid-fields', errors: { email: 'candidateApplication.emailValidation' } }),
    );
    await page.goto('/en/team/');
    await waitForHydration(page);
    const form = page.locator('#application-form');
    await form.getByLabel('Full name', { exact: true }).fill('Luca Moretti');
    await form.getByLabel('Email', { exact: true }).fill('luca@example.com');
    await form.getByLabel(typographic("Position you're interested in")).fill('Sales');
    await form.getByRole('button', { name: 'Send application' }).focus();
    await page.keyboard.press('Enter');
    const email = form.getByLabel('Email', { exact: true });
    await expect(email).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.type('m');
    await expect(email).toHaveValue('luca@example.comm');
    await form.getByLabel('Full name', { exact: true }).focus();
    await page.keyboard.press('Shift+Tab');
    const close = page.locator('section[aria-live="polite"]').getByRole('button');
    await expect(close).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(t('common.formAnswer.invalidTitle'))).toHaveCount(0);
  });

  test('the copy-link button and the skip link work from the keyboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const article = articleSummaries.find((summary) => summary.language === 'en');
    await page.goto(`/en/articles/${article?.slug ?? ''}/`);
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
    const messages: string[] = [];
    page.once('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Copy link' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => messages).toEqual(['Link copied to clipboard!']);
  });
});

import { expect, test } from '@playwright/test';
import { siteRoutes } from '../../src/routes/route-list';
import { waitForHydration } from './page-checks';
import { phoneFitProblems } from './phone-fit';
import { NO_CHOICE } from './consent-state';

/** The narrowest phone we design for, and a common one. */
const PHONE_WIDTHS = [320, 390] as const;

/** WCAG 2.2 SC 2.5.8 (Target Size, Minimum): a target's smallest side, and the spacing circle's diameter. */
const MIN_TARGET_PX = 24;

// One page load per route, spread over the workers rather than run in file order by one of them.
test.describe.configure({ mode: 'parallel' });
// Routes are measured with a choice stored (the banner closed): the banner is an overlay, whose
// buttons lie over the page rather than beside its links. The banner has its own test below.
test.use({ viewport: { width: PHONE_WIDTHS[0], height: 800 }, isMobile: true, hasTouch: true });

for (const route of siteRoutes()) {
  test(`${route.path} fits a phone: no sideways scroll, tap targets of ${MIN_TARGET_PX} px`, async ({ page }) => {
    await page.goto(route.path);
    await waitForHydration(page);
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      expect
        .soft(await page.evaluate(phoneFitProblems, { width, min: MIN_TARGET_PX }), `at ${width} px wide`)
        .toEqual([]);
    }
  });
}

test.describe('a first visit on a phone', () => {
  test.use({ storageState: NO_CHOICE });

  for (const path of ['/en/', '/it/']) {
    test(`${path}: the consent banner fits, with no sideways scroll and buttons of ${MIN_TARGET_PX} px`, async ({
      page,
    }) => {
      await page.goto(path);
      const banner = page.getByRole('region', { name: /cookie/i });
      await expect(banner).toBeVisible();
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        for (const button of await banner.getByRole('button').all()) {
          const box = await button.boundingBox();
          expect(box?.height ?? 0, await button.innerText()).toBeGreaterThanOrEqual(MIN_TARGET_PX);
          expect(box?.width ?? 0, await button.innerText()).toBeGreaterThanOrEqual(MIN_TARGET_PX);
          expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width).toBe(true);
        }
      }
    });
  }
});

/** Markup for the checker's own test: each `id` says what the checker must make of that element. */
const CHECKER_FIXTURE = `<!doctype html><meta name="viewport" content="width=device-width">
<style>
  body { margin: 0; font: 16px/24px sans-serif; }
  .row { display: flex; margin: 40px 0; }
  .dot { display: block; width: 12px; height: 12px; padding: 0; border: 0; }
  .hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
</style>
<a href="#" class="hidden" id="skip-link">Skip</a>
<p>Pages <a href="#" id="in-text-1">1</a><a href="#" id="in-text-2">2</a> of the guide.</p>
<p><a href="#" id="alone-1">1</a><a href="#" id="alone-2">2</a></p>
<div class="row" style="gap: 12px"><button class="dot" id="spaced-1"></button><button class="dot" id="spaced-2"></button></div>
<div class="row" style="gap: 4px"><button class="dot" id="beside-big"></button><button style="width: 48px; height: 48px">Go</button></div>
<div class="row" style="gap: 4px">
  <label id="drawn-chip" class="dot"><input type="radio" class="hidden" id="chip-input"></label><button class="dot" id="after-chip"></button>
</div>
<div style="width: 400px">Wider than the phone.</div>`;

test('the phone checker fails what it should, and only that', async ({ page }) => {
  await page.setContent(CHECKER_FIXTURE);
  const report = (await page.evaluate(phoneFitProblems, { width: PHONE_WIDTHS[0], min: MIN_TARGET_PX })).join('\n');
  expect(report).toContain('the page scrolls sideways: 400 px');
  for (const failing of ['#alone-1', '#alone-2', '#beside-big', '#drawn-chip', '#after-chip'])
    expect(report, failing).toMatch(new RegExp(`^<\\w+${failing}[.>]`, 'm'));
  for (const passing of ['#skip-link', '#in-text-1', '#in-text-2', '#spaced-1', '#spaced-2', '#chip-input'])
    expect(report, passing).not.toMatch(new RegExp(`^<\\w+${passing}[.>]`, 'm'));
});

test('the phone checker sees overflow in a section that renders only near the viewport', async ({ page }) => {
  await page.setContent(`<!doctype html><meta name="viewport" content="width=device-width">
<style>body { margin: 0 }</style><div style="height: 3000px">A long first screen.</div>
<section style="content-visibility: auto; contain-intrinsic-size: auto 500px"><div style="width: 400px">Wider than the phone.</div></section>`);
  const report = (await page.evaluate(phoneFitProblems, { width: PHONE_WIDTHS[0], min: MIN_TARGET_PX })).join('\n');
  expect(report).toContain('the page scrolls sideways: 400 px');
});

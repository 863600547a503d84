import { expect, test, type Page } from '@playwright/test';
import type { TFunction } from 'i18next';
import { CONSENT_STORAGE_KEY } from '../../src/consent/categories';
import { siteConfig } from '../../src/config';
import teamEn from '../../src/generated/team/en';
import teamIt from '../../src/generated/team/it';
import type { Language } from '../../src/i18n/languages';
import { pathTo } from '../../src/routes/paths';
import { siteRoutes } from '../../src/routes/route-list';
import { NO_CHOICE, storedChoice } from './consent-state';
import { uiStrings } from './form-answers';
import { expectNoAxeViolations, waitForHydration, watchPage } from './page-checks';

test.use({ storageState: NO_CHOICE });
// Each test loads several pages, some with axe runs: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

declare global {
  interface Window {
    __consentBannerShown?: boolean;
  }
}

/** Records, from the first byte of every page, whether the banner was ever shown (`__consentBannerShown`). */
async function watchBannerShown(page: Page) {
  await page.addInitScript(() => {
    window.__consentBannerShown = false;
    new MutationObserver(() => {
      const banner = document.getElementById('consent-banner');
      if (banner && !banner.hidden) window.__consentBannerShown = true;
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['hidden'] });
  });
}

async function storedGrants(page: Page): Promise<unknown> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), CONSENT_STORAGE_KEY);
  return raw === null ? null : (JSON.parse(raw) as { granted: unknown }).granted;
}

/** The origins of the two embeds, answered locally: the example hosts do not exist. */
/** The hosts of the team page's embeds (src/config.ts), which do not exist: the test answers for them. */
const EMBED_HOSTS = new Set([siteConfig.videoHostOrigin, new URL(siteConfig.jobBoard.embedUrl).origin]);
/** The address of the first film of each language's team page (content/team/<lang>.yaml). */
const FIRST_FILM = { en: teamEn.videos.items[0]?.embed, it: teamIt.videos.items[0]?.embed };

async function answerEmbedsLocally(page: Page) {
  await page.route(
    (url) => EMBED_HOSTS.has(url.origin),
    (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>embed</title><p>embed</p>' }),
  );
}

/** Every request the page makes to an origin other than the test server's, from now on. */
function recordThirdPartyRequests(page: Page, baseURL: string): string[] {
  const ours = new URL(baseURL).origin;
  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== ours) requests.push(request.url());
  });
  return requests;
}

/** Scrolls through the whole page, so that lazy frames and pictures would load if they could. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) await page.mouse.wheel(0, 600);
  // A fixed pause, not network idle: a loaded embed may keep its connection busy.
  await page.waitForTimeout(1000);
}

for (const language of ['en', 'it'] as const satisfies readonly Language[]) {
  test.describe(`the consent banner (${language})`, () => {
    let t: TFunction;
    test.beforeAll(async () => {
      t = await uiStrings(language);
    });
    const home = pathTo('home', language);
    const banner = (page: Page) => page.getByRole('region', { name: t('consent.banner.title') });
    const button = (page: Page, key: 'acceptAll' | 'rejectAll' | 'customise' | 'close') =>
      banner(page).getByRole('button', { name: t(`consent.banner.${key}`), exact: true });
    const dialog = (page: Page) => page.getByRole('dialog', { name: t('consent.preferences.title') });
    const preferencesControl = (page: Page) =>
      page.getByRole('contentinfo').getByRole('button', { name: t('footer.cookiePreferences') });

    test('is in the prerendered page, hidden until the page finds no choice', async ({ request }) => {
      const html = await (await request.get(home)).text();
      expect(html).toMatch(/<section id="consent-banner" aria-labelledby="consent-banner-title" [^>]*hidden/);
      expect(html).toContain(t('consent.banner.text'));
    });

    test('a first visit shows it: a labelled region, equal choices, reachable by keyboard, no axe violations', async ({
      page,
    }) => {
      const problems = watchPage(page);
      await page.goto(home);
      await expect(banner(page)).toBeVisible();
      await expect(banner(page).getByRole('link', { name: t('consent.banner.policy') })).toBeVisible();
      await expect(button(page, 'customise')).toBeVisible();
      await expect(button(page, 'close')).toBeVisible();
      const look = (key: 'acceptAll' | 'rejectAll') =>
        button(page, key).evaluate((element) => {
          const style = getComputedStyle(element);
          const box = element.getBoundingClientRect();
          return [style.fontSize, style.fontWeight, style.backgroundColor, style.color, box.width, box.height];
        });
      expect(await look('acceptAll')).toEqual(await look('rejectAll'));
      // Fixed to the foot of the window: it covers no part of the page's flow.
      expect(await banner(page).evaluate((element) => getComputedStyle(element).position)).toBe('fixed');

      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(banner(page).getByRole('link', { name: t('consent.banner.policy') })).toBeFocused();
      await waitForHydration(page);
      await expectNoAxeViolations(page);
      expect(problems).toEqual([]);
    });

    test('while it shows, the end of the page can be scrolled above it; after a choice the room goes', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 700 });
      await page.goto(home);
      await expect(banner(page)).toBeVisible();
      const lastFooterLink = page.getByRole('contentinfo').getByRole('link').last();
      const footerEndAboveBanner = async () => {
        await page.evaluate(() => {
          window.scrollTo(0, document.documentElement.scrollHeight);
        });
        const linkBox = await lastFooterLink.boundingBox();
        const bannerBox = await banner(page).boundingBox();
        return linkBox !== null && bannerBox !== null && linkBox.y + linkBox.height <= bannerBox.y;
      };
      await expect.poll(footerEndAboveBanner).toBe(true);
      // A narrower window makes the banner taller; the room follows it.
      await page.setViewportSize({ width: 320, height: 700 });
      await expect.poll(footerEndAboveBanner).toBe(true);
      await button(page, 'rejectAll').click();
      await expect(banner(page)).toBeHidden();
      await expect.poll(() => page.evaluate(() => document.body.style.paddingBottom)).toBe('');
    });

    test('the X rejects everything, and the choice holds after a reload and on another page', async ({ page }) => {
      await watchBannerShown(page);
      await page.goto(home);
      await button(page, 'close').click();
      await expect(banner(page)).toBeHidden();
      expect(await storedGrants(page)).toEqual({ media: false });
      for (const path of [home, pathTo('pricing', language)]) {
        await page.goto(path);
        await waitForHydration(page);
        await expect(banner(page)).toBeHidden();
        expect(await page.evaluate(() => window.__consentBannerShown)).toBe(false);
      }
    });

    for (const [key, granted] of [
      ['acceptAll', true],
      ['rejectAll', false],
    ] as const)
      test(`${key} is remembered across a reload and a second page, without the banner flashing`, async ({ page }) => {
        await watchBannerShown(page);
        await page.goto(pathTo('pricing', language));
        await button(page, key).click();
        await expect(banner(page)).toBeHidden();
        expect(await storedGrants(page)).toEqual({ media: granted });
        await page.reload();
        await waitForHydration(page);
        expect(await page.evaluate(() => window.__consentBannerShown)).toBe(false);
        await page.goto(pathTo('team', language));
        await waitForHydration(page);
        expect(await page.evaluate(() => window.__consentBannerShown)).toBe(false);
        await expect(banner(page)).toBeHidden();
      });

    test('Customise opens a dialog that keeps the keyboard inside, closes on Escape and saves the categories', async ({
      page,
    }) => {
      await page.goto(home);
      await waitForHydration(page);
      await button(page, 'customise').focus();
      await page.keyboard.press('Enter');
      await expect(dialog(page)).toBeVisible();
      const technical = dialog(page).getByRole('checkbox', {
        name: t('consent.preferences.categories.technical.name'),
      });
      const media = dialog(page).getByRole('checkbox', { name: t('consent.preferences.categories.media.name') });
      const cancel = dialog(page).getByRole('button', { name: t('consent.preferences.cancel') });
      const save = dialog(page).getByRole('button', { name: t('consent.preferences.save') });
      await expect(technical).toBeChecked();
      await expect(technical).toBeDisabled();
      await expect(media).not.toBeChecked();
      await expect(media).toBeFocused();
      await expectNoAxeViolations(page);

      for (const next of [cancel, save, media]) {
        await page.keyboard.press('Tab');
        await expect(next).toBeFocused();
      }
      await page.keyboard.press('Shift+Tab');
      await expect(save).toBeFocused();

      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();
      await expect(button(page, 'customise')).toBeFocused();
      await expect(banner(page)).toBeVisible();
      expect(await storedGrants(page)).toBeNull();

      await page.keyboard.press('Enter');
      await expect(media).toBeFocused();
      await page.keyboard.press('Space');
      await expect(media).toBeChecked();
      await save.focus();
      await page.keyboard.press('Enter');
      await expect(dialog(page)).toBeHidden();
      await expect(banner(page)).toBeHidden();
      expect(await storedGrants(page)).toEqual({ media: true });
      // The banner's button is gone: focus lands at the start of the content, not on the page's body.
      await expect(page.locator('#main-content')).toBeFocused();

      // Reopened, the dialog shows the choice made.
      await preferencesControl(page).click();
      await button(page, 'customise').click();
      await expect(media).toBeChecked();
      await cancel.click();
      await expect(dialog(page)).toBeHidden();
    });

    test('“Cookie preferences” in the footer reopens the banner and focus returns to it after a choice', async ({
      page,
    }) => {
      await page.goto(home);
      await button(page, 'acceptAll').click();
      await page.reload();
      await waitForHydration(page);
      await expect(banner(page)).toBeHidden();
      await preferencesControl(page).focus();
      await page.keyboard.press('Enter');
      await expect(banner(page)).toBeVisible();
      await expect(banner(page)).toBeFocused();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Tab');
      await expect(banner(page).getByRole('link', { name: t('consent.banner.policy') })).toBeFocused();
      await button(page, 'rejectAll').focus();
      await page.keyboard.press('Enter');
      await expect(banner(page)).toBeHidden();
      await expect(preferencesControl(page)).toBeFocused();
      expect(await storedGrants(page)).toEqual({ media: false });
    });

    test('nothing is requested from a third party before consent or after a refusal; accepting loads the embeds', async ({
      page,
      baseURL,
    }) => {
      await answerEmbedsLocally(page);
      const thirdParty = recordThirdPartyRequests(page, baseURL ?? '');
      const team = pathTo('team', language);

      await page.goto(team);
      await waitForHydration(page);
      await scrollThrough(page);
      expect(thirdParty, 'before any choice').toEqual([]);

      await button(page, 'rejectAll').click();
      await scrollThrough(page);
      expect(thirdParty, 'after refusing').toEqual([]);

      await page.reload();
      await waitForHydration(page);
      await scrollThrough(page);
      expect(thirdParty, 'after a reload').toEqual([]);

      // Accepted on the page: the job board loads at once, no reload; a film when it is played.
      await preferencesControl(page).click();
      await button(page, 'acceptAll').click();
      const board = page.locator(`iframe[src^="${siteConfig.jobBoard.embedUrl}"]`);
      await board.scrollIntoViewIfNeeded();
      await expect.poll(() => thirdParty.some((url) => url.startsWith(siteConfig.jobBoard.embedUrl))).toBe(true);
      expect(thirdParty.filter((url) => url.startsWith(siteConfig.videoHostOrigin))).toEqual([]);
      await page
        .getByRole('button', { name: t('team.playVideo', { title: '' }).trim() })
        .first()
        .click();
      await expect.poll(() => thirdParty.some((url) => url.startsWith(`${FIRST_FILM[language] ?? '-'}?`))).toBe(true);
    });

    test('a click on a placeholder loads that embed only, without deciding for the category', async ({
      page,
      baseURL,
    }) => {
      await answerEmbedsLocally(page);
      const thirdParty = recordThirdPartyRequests(page, baseURL ?? '');
      await page.goto(pathTo('team', language));
      await waitForHydration(page);
      const provider = siteConfig.embedProviders.jobBoard;
      const notice = page.getByText(t('consent.embed.jobBoard', { provider }));
      await expect(notice).toBeVisible();
      await page.getByRole('button', { name: t('consent.embed.loadJobBoard', { provider }) }).click();
      const board = page.locator(`iframe[src^="${siteConfig.jobBoard.embedUrl}"]`);
      await expect(board).toBeFocused();
      await expect.poll(() => thirdParty.length).toBeGreaterThan(0);
      await scrollThrough(page);
      expect(thirdParty.every((url) => url.startsWith(siteConfig.jobBoard.embedUrl))).toBe(true);
      // The films still say who hosts them, the banner still asks, and nothing was stored.
      await expect(
        page.getByText(t('consent.embed.video', { provider: siteConfig.embedProviders.videoHost })).first(),
      ).toBeVisible();
      await expect(banner(page)).toBeVisible();
      expect(await storedGrants(page)).toBeNull();
    });
  });
}

test.describe('the consent banner and the page behind it', () => {
  const article = siteRoutes().find((route) => route.pageId === 'articleDetail' && route.language === 'en');
  const pages = [pathTo('home', 'en'), pathTo('pricing', 'it'), article?.path ?? ''];
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ])
    for (const path of pages)
      test(`is never the largest contentful paint of ${path}, nor shifts it (${viewport.width} px)`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        // When the banner shows: a browser may paint a page that has arrived in part (on a busy
        // machine it does), and what the parser adds then may move what it painted. Those shifts
        // are the page arriving; the banner's are the ones from the moment it shows.
        await page.addInitScript(() => {
          new MutationObserver((_, observer) => {
            if (document.getElementById('consent-banner')?.hidden !== false) return;
            Reflect.set(window, 'bannerShownAt', performance.now());
            observer.disconnect();
          }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['hidden'] });
        });
        await page.goto(path);
        await expect(page.locator('#consent-banner')).toBeVisible();
        await page.waitForLoadState('load');
        const { inBanner, lcpTag, shift, shownAt } = await page.evaluate(
          () =>
            new Promise<{ inBanner: boolean; lcpTag: string; shift: number; shownAt: number }>((resolve) => {
              const candidates: LargestContentfulPaint[] = [];
              const shownAt = Number(Reflect.get(window, 'bannerShownAt'));
              let shift = 0;
              new PerformanceObserver((list) => {
                for (const entry of list.getEntries())
                  if (entry.startTime >= shownAt) shift += (entry as unknown as { value: number }).value;
              }).observe({ type: 'layout-shift', buffered: true });
              new PerformanceObserver((list) => {
                candidates.push(...(list.getEntries() as LargestContentfulPaint[]));
              }).observe({ type: 'largest-contentful-paint', buffered: true });
              setTimeout(() => {
                const element = candidates.at(-1)?.element;
                resolve({
                  inBanner: element?.closest('#consent-banner') != null,
                  lcpTag: element?.tagName ?? 'none',
                  shift,
                  shownAt,
                });
              }, 1000);
            }),
        );
        expect(lcpTag).not.toBe('none');
        expect(inBanner).toBe(false);
        expect(shownAt).toBeGreaterThan(0);
        expect(shift).toBe(0);
      });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the page reads whole and no banner covers it', async ({ page }) => {
      await page.goto(pathTo('team', 'it'));
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('#consent-banner')).toBeHidden();
      await expect(page.locator('iframe')).toHaveCount(0);
    });
  });

  test('a stored choice from another version of the categories, or an expired one, is asked again', async ({
    browser,
    baseURL,
  }) => {
    const origin = baseURL ?? '';
    const stale = storedChoice(origin);
    const entry = stale.origins[0]?.localStorage[0];
    if (!entry) throw new Error('no stored choice');
    const choice = JSON.parse(entry.value) as { version: string; decidedAt: number };
    for (const changed of [
      { ...choice, version: `${choice.version}+analytics` },
      { ...choice, decidedAt: choice.decidedAt - 184 * 24 * 60 * 60 * 1000 },
    ]) {
      entry.value = JSON.stringify(changed);
      const context = await browser.newContext({ storageState: stale });
      const page = await context.newPage();
      await page.goto(pathTo('home', 'en'));
      await expect(page.locator('#consent-banner')).toBeVisible();
      await context.close();
    }
  });
});

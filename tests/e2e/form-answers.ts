import { expect, type Page, type Route } from '@playwright/test';
import { createInstance, type TFunction } from 'i18next';
import en from '../../src/generated/locales/en';
import it from '../../src/generated/locales/it';

/**
 * The UI strings of a language through i18next itself, so a test asserts the wording the
 * content files hold (plural forms included) without copying it.
 */
export async function uiStrings(language: 'en' | 'it'): Promise<TFunction> {
  const i18n = createInstance({
    lng: language,
    resources: { [language]: { translation: language === 'en' ? en : it } },
    interpolation: { escapeValue: false },
  });
  return i18n.init();
}

/** Answers a route with a JSON body, as the form endpoints do. */
export function answerJson(route: Route, status: number, body: unknown, headers: Record<string, string> = {}) {
  return route.fulfill({ status, contentType: 'application/json', headers, body: JSON.stringify(body) });
}

/** The failure notification: inside the toast region, which is `aria-live="polite"` (announced). */
export async function expectAnnounced(page: Page, title: string, description: string) {
  const region = page.locator('section[aria-live="polite"]');
  await expect(region.getByText(title, { exact: true })).toBeVisible();
  await expect(region.getByText(description, { exact: true })).toBeVisible();
}

/** No UI-string key ever reaches the page as text. */
export async function expectNoRawKeys(page: Page) {
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/\b(demoForm|candidateApplication|common|teamPage)\.[a-zA-Z]+/);
}

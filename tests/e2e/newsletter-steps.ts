import { expect, type Page } from '@playwright/test';
import { siteConfig } from '../../src/config';
import type { Language } from '../../src/i18n/languages';
import { uiStrings } from './form-answers';
import { tabTo } from './page-checks';

/** The site-relative address of a link in the mail (the mail names the public origin). */
export function linkIn(text: string, path: string): string {
  const url = new RegExp(`${siteConfig.origin}${path}\\?token=[A-Za-z0-9_.-]+`).exec(text)?.[0];
  expect(url, `a ${path} link in the mail`).toBeTruthy();
  const { pathname, search } = new URL(url ?? '');
  return `${pathname}${search}`;
}

/** Types into the footer's email field and sends it with the keyboard only. */
export async function subscribeWithKeyboard(page: Page, language: Language, address: string) {
  const t = await uiStrings(language);
  const field = page.getByRole('textbox', { name: t('newsletter.email') });
  await field.focus();
  await page.keyboard.type(address);
  await page.keyboard.press('Enter');
  return field;
}

/** Tabs to the button named `name` and presses it with Enter, as a keyboard user does. */
export async function pressWithKeyboard(page: Page, name: string) {
  await tabTo(page, page.getByRole('button', { name, exact: true }));
  await page.keyboard.press('Enter');
}

/** The page opened its language menu: it was hydrated as the page it shows. */
export async function expectInteractive(page: Page, language: Language) {
  // The button is in the server's HTML: a click before the page's scripts have run opens nothing.
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: language === 'en' ? /Language/ : /Lingua/ }).click();
  await expect(page.getByRole('menuitem', { name: language === 'en' ? 'Italiano' : 'English' })).toBeVisible();
}

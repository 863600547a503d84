import { expect, test } from '@playwright/test';
import { LANGUAGES } from '../../src/i18n/languages';
import { siteRoutes } from '../../src/routes/route-list';

/** What each `<select>` of the page shows: its value, and whether it has a placeholder (an option valued ""). */
type ShownChoice = { value: string; hasPlaceholder: boolean };

test('every select shows its placeholder in the prerendered page, before any script', async ({ browser, request }) => {
  const pagesWithSelects: string[] = [];
  for (const route of siteRoutes()) {
    const html = await (await request.get(route.path)).text();
    if (html.includes('<select')) pagesWithSelects.push(route.path);
  }
  // The demo form (company size) closes both home pages.
  for (const language of LANGUAGES) expect(pagesWithSelects).toContain(`/${language}/`);

  const withoutScripts = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: test.info().project.use.baseURL,
  });
  const page = await withoutScripts.newPage();
  for (const path of pagesWithSelects) {
    await page.goto(path);
    const shown = await page.locator('select').evaluateAll((selects) =>
      (selects as HTMLSelectElement[]).map((select): ShownChoice => ({
        value: select.value,
        hasPlaceholder: Array.from(select.options).some((option) => option.value === ''),
      })),
    );
    for (const choice of shown.filter((select) => select.hasPlaceholder)) expect(choice.value, path).toBe('');
  }
  await withoutScripts.close();
});

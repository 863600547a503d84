import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { serializePolicy } from '../../scripts/page-policy/policy';
import { headerPolicy } from '../../scripts/postbuild/content-security-policy';

/** Collects console errors and failed requests from the moment it is called. */
export function watchPage(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    // Chromium reports what a Content-Security-Policy blocks as "Refused to …", at any level.
    if (/Refused to|Content Security Policy/i.test(message.text()))
      problems.push(`CSP violation (console ${message.type()}): ${message.text()}`);
    else if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) =>
    problems.push(`request failed: ${request.url()} (${request.failure()?.errorText ?? ''})`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return problems;
}

/** No WCAG 2.1 A/AA violations on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/** Waits until React has hydrated the page (the layout remembers the language then). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => window.localStorage.getItem('i18nextLng') !== null);
}

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Records every `securitypolicyviolation` event of the pages `page` opens from here on, from
 * the first byte (an init script runs before the page's own), into `window.__cspViolations`.
 * Read them with `cspViolations` once the page has settled.
 */
export async function watchContentSecurityPolicy(page: Page) {
  await page.addInitScript(() => {
    const violations: string[] = [];
    window.__cspViolations = violations;
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        violations.push(
          `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} ` +
            `(${event.sourceFile || 'document'}:${event.lineNumber}) ${event.sample}`.trim(),
        );
      },
      true,
    );
  });
}

/** The violations recorded so far by `watchContentSecurityPolicy` on the current page. */
export async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__cspViolations ?? ['the CSP watcher was not installed on this page']);
}

/** The policy `_headers` sets for every page (scripts/postbuild/headers.ts builds both). */
export const expectedPolicy = serializePolicy(headerPolicy());

/** The document response carries the site's Content-Security-Policy and framing protection. */
export function expectSecurityHeaders(response: Response | null) {
  expect(response, 'the navigation had no response').not.toBeNull();
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toBe(expectedPolicy);
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
}

/** Presses Tab, as a keyboard user does, until `target` has focus (at most `limit` presses). */
export async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) break;
  }
  await expect(target).toBeFocused();
}

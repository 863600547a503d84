import { chromium, type Browser } from '@playwright/test';
import { findChromium } from '../chromium';
import { gzipSize } from './compressed-size';

export type PageWeight = {
  path: string;
  htmlBytes: number;
  htmlGzip: number;
  jsGzip: number;
  cssGzip: number;
  jsFiles: number;
  /** Time until the page's load event, as the headless browser measured it on loopback. */
  loadMs: number;
};

/** Loads a page in Chromium and adds up what it downloads before any interaction. */
export async function measurePage(browser: Browser, origin: string, path: string): Promise<PageWeight> {
  const page = await browser.newPage();
  const weight: PageWeight = { path, htmlBytes: 0, htmlGzip: 0, jsGzip: 0, cssGzip: 0, jsFiles: 0, loadMs: 0 };
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    pending.push(
      response.body().then(
        (body) => {
          if (type === 'script') {
            weight.jsGzip += gzipSize(body);
            weight.jsFiles += 1;
          } else if (type === 'stylesheet') {
            weight.cssGzip += gzipSize(body);
          } else if (type === 'document') {
            weight.htmlBytes = body.byteLength;
            weight.htmlGzip = gzipSize(body);
          }
        },
        () => undefined,
      ),
    );
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  weight.loadMs = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return Math.round(navigation?.loadEventEnd ?? 0);
  });
  await Promise.all(pending);
  await page.close();
  return weight;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: findChromium(),
    args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
}

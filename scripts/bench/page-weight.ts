import { chromium, type Browser, type Page } from '@playwright/test';
import { findChromium } from '../chromium';
import { brotliSize, gzipSize } from './compressed-size';

export type PageWeight = {
  path: string;
  htmlBytes: number;
  htmlGzip: number;
  jsGzip: number;
  jsBrotli: number;
  cssGzip: number;
  jsFiles: number;
  /** Time until the page's load event, as the headless browser measured it on loopback. */
  loadMs: number;
};

/**
 * Loads `url` in `page` and adds up what it downloads before any interaction, until the network
 * has been quiet for half a second.
 */
export async function weighPageLoad(page: Page, url: string, path: string): Promise<PageWeight> {
  const weight: PageWeight = {
    path,
    htmlBytes: 0,
    htmlGzip: 0,
    jsGzip: 0,
    jsBrotli: 0,
    cssGzip: 0,
    jsFiles: 0,
    loadMs: 0,
  };
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    pending.push(
      response.body().then(
        (body) => {
          if (type === 'script') {
            weight.jsGzip += gzipSize(body);
            weight.jsBrotli += brotliSize(body);
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
  await page.goto(url, { waitUntil: 'networkidle' });
  weight.loadMs = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return Math.round(navigation?.loadEventEnd ?? 0);
  });
  await Promise.all(pending);
  return weight;
}

/** Loads a page in a new tab of `browser` and adds up what it downloads before any interaction. */
export async function measurePage(browser: Browser, origin: string, path: string): Promise<PageWeight> {
  const page = await browser.newPage();
  try {
    return await weighPageLoad(page, `${origin}${path}`, path);
  } finally {
    await page.close();
  }
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: findChromium(),
    args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
}

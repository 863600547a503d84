import { chromium, type Browser, type Page } from '@playwright/test';
import { findChromium } from '../../scripts/chromium';
import { brotliSize, gzipSize } from '../../scripts/postbuild/compressed-size';

export type PageWeight = {
  path: string;
  /** Every script the page downloaded, brotli, as a CDN serves it. */
  jsBrotli: number;
  jsFiles: number;
  /** Every stylesheet it downloaded, gzip. */
  cssGzip: number;
};

/**
 * Loads `url` in `page` and adds up the scripts and stylesheets it downloads before any input,
 * until the network has been quiet for half a second, and then until `settled` resolves, if
 * given: on a busy machine the page's own code can come after such a pause. The HTML names only
 * the entry; the router asks for the page's own code, so only a browser sees all of it.
 */
export async function weighPageLoad(
  page: Page,
  url: string,
  path: string,
  settled?: () => Promise<unknown>,
): Promise<PageWeight> {
  const weight: PageWeight = { path, jsBrotli: 0, jsFiles: 0, cssGzip: 0 };
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response.body().then(
        (body) => {
          if (type === 'stylesheet') {
            weight.cssGzip += gzipSize(body);
            return;
          }
          weight.jsBrotli += brotliSize(body);
          weight.jsFiles += 1;
        },
        () => undefined,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await settled?.();
  await Promise.all(pending);
  return weight;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: findChromium(),
    args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
}

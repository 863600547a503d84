/**
 * The one script a prerendered page carries, inline at the end of its body (scripts/build/
 * app-start.ts writes it, scripts/build/starter-script.ts bundles it and names its CSP hash): it
 * asks for the application's code once the page has been painted. The page is whole as HTML and CSS;
 * the code only makes it interactive, and on a slow network its requests would otherwise share
 * the line with what the visitor reads before the first paint. `data-entry` is the entry
 * module, `data-preload` the modules the page needs at start, fetched alongside it. It also
 * runs the consent banner's controls (src/consent/consent-controls.ts), which must not wait,
 * and holds a form pressed before its code runs (src/forms/early-submit.ts).
 */
import { startConsentControls } from './consent/consent-controls';
import { holdEarlySubmits } from './forms/early-submit';

const script = document.currentScript;

/** How many module preloads one task adds: each starts a fetch, about a millisecond of a slow phone's main thread. */
const PRELOADS_PER_TASK = 4;

/** Resolves in a task of its own, so the browser may paint and handle input in between. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function startApp(): Promise<void> {
  if (!(script instanceof HTMLScriptElement)) return;
  const { entry = '', preload = '' } = script.dataset;
  const preloads = preload.split(' ').filter(Boolean);
  for (const [index, href] of preloads.entries()) {
    if (index > 0 && index % PRELOADS_PER_TASK === 0) await nextTask();
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const app = document.createElement('script');
  app.type = 'module';
  app.crossOrigin = '';
  app.src = entry;
  document.head.append(app);
}

/** Resolves once the page has been painted (its first contentful paint), or after `fallbackMs`. */
function firstPaint(fallbackMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
      setTimeout(resolve, fallbackMs);
      return;
    }
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });
}

/** Resolves once the page's high-priority picture (its largest, if any) is decoded or has failed. */
function heroPictureDecoded(): Promise<void> {
  const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  return hero ? hero.decode().catch(() => undefined) : Promise.resolve();
}

/**
 * After the load event (stylesheet and eager pictures in), the first paint and the decoding of
 * the high-priority picture, and then one more frame: what the visitor reads is on screen at
 * its largest before the first byte of code is asked for. An animation frame's callback runs
 * before that frame is painted; a task it queues runs after. A tab opened in the background
 * paints, and so starts, when it is first shown.
 */
async function startAfterPaint(): Promise<void> {
  if (document.readyState !== 'complete')
    await new Promise((resolve) => {
      window.addEventListener('load', resolve, { once: true });
    });
  await Promise.all([firstPaint(1000), heroPictureDecoded()]);
  requestAnimationFrame(() => setTimeout(() => void startApp(), 0));
}

// At once, not after the paint: the banner appears with the page (or, for a visitor who has
// already chosen, never), and its buttons work before the application arrives; so does a form.
startConsentControls();
holdEarlySubmits();
void startAfterPaint();

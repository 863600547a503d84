/**
 * The one inline script of a prerendered page: it asks for the application's code once the page is
 * painted, so on a slow network the code does not compete with what the visitor reads first.
 * `data-entry` is the entry, `data-preload` the modules fetched alongside. It also runs the consent
 * banner's controls, which must not wait, and holds a form pressed before its code runs.
 */
import { startConsentControls } from './consent/consent-controls';
import { holdEarlySubmits } from './forms/early-submit';

const script = document.currentScript;

/** Each preload costs about a millisecond of a slow phone's main thread. */
const PRELOADS_PER_TASK = 4;

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

function heroPictureDecoded(): Promise<void> {
  const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  return hero ? hero.decode().catch(() => undefined) : Promise.resolve();
}

/**
 * After the load event, the first paint, the hero picture's decoding, and one more frame: what the
 * visitor reads is on screen before any code is asked for. A task queued in an animation frame's
 * callback runs after that frame is painted.
 */
async function startAfterPaint(): Promise<void> {
  if (document.readyState !== 'complete')
    await new Promise((resolve) => {
      window.addEventListener('load', resolve, { once: true });
    });
  await Promise.all([firstPaint(1000), heroPictureDecoded()]);
  requestAnimationFrame(() => setTimeout(() => void startApp(), 0));
}

// At once: the banner's buttons and the forms work before the application arrives.
startConsentControls();
holdEarlySubmits();
void startAfterPaint();

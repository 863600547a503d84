/**
 * The one script a prerendered page names (scripts/build/app-start.ts writes the tag): it asks
 * for the application's code once the page has been painted. The page is whole as HTML and CSS;
 * the code only makes it interactive, and on a slow network its requests would otherwise share
 * the line with what the visitor reads before the first paint. `data-entry` is the entry
 * module, `data-preload` the modules the page needs at start, fetched alongside it.
 */
const script = document.currentScript;

function startApp(): void {
  if (!(script instanceof HTMLScriptElement)) return;
  const { entry = '', preload = '' } = script.dataset;
  for (const href of preload.split(' ').filter(Boolean)) {
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

// A task queued from an animation frame runs after that frame has been painted.
requestAnimationFrame(() => setTimeout(startApp, 0));

import { describe, expect, it } from 'vitest';
import { appStartScript, pageEnds, withoutModuleTags } from './app-start';

const TEMPLATE =
  '<html><head><meta charset="UTF-8"><script type="module" crossorigin src="/assets/app.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/config.js"><link rel="stylesheet" crossorigin href="/assets/app.css">' +
  '</head><body><div id="root"></div></body></html>';

describe('withoutModuleTags', () => {
  it('takes the entry script and its preloads out of the template, and says what they named', () => {
    expect(withoutModuleTags(TEMPLATE)).toEqual({
      template:
        '<html><head><meta charset="UTF-8"><link rel="stylesheet" crossorigin href="/assets/app.css">' +
        '</head><body><div id="root"></div></body></html>',
      entry: '/assets/app.js',
      entryPreloads: ['/assets/config.js'],
    });
  });

  it('refuses a template without exactly one entry script', () => {
    expect(() => withoutModuleTags('<html><head></head></html>')).toThrow(/one entry <script type="module">/);
  });
});

describe('the starter', () => {
  const start = { starterCode: 'start()', entry: '/assets/app.js', entryPreloads: ['/assets/config.js'] };

  it('is inline, naming the entry and every module once', () => {
    expect(appStartScript('start()', '/assets/app.js', ['/a.js', '/b.js', '/a.js'])).toBe(
      '<script data-entry="/assets/app.js" data-preload="/a.js /b.js">start()</script>',
    );
  });

  it("ends the head with the page's stylesheets and the body with the starter, naming the entry's and the page's modules", () => {
    expect(pageEnds({ stylesheets: ['/assets/page.css'], modules: ['/assets/page.js'] }, start)).toEqual({
      headEnd: '<link rel="stylesheet" crossorigin href="/assets/page.css">',
      bodyEnd: '<script data-entry="/assets/app.js" data-preload="/assets/config.js /assets/page.js">start()</script>',
    });
  });
});

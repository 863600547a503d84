import { describe, expect, it } from 'vitest';
import { appStartScript, withoutModuleTags } from './app-start';

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
  it('is inline, naming the entry and every module once', () => {
    expect(appStartScript('start()', '/assets/app.js', ['/a.js', '/b.js', '/a.js'])).toBe(
      '<script data-entry="/assets/app.js" data-preload="/a.js /b.js">start()</script>',
    );
  });
});

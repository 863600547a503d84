import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureDist } from '../../tests/support/fixture-dist';
import { brotliSize, gzipSize } from './compressed-size';
import { measureFirstLoad, startupStyles } from './first-load';

const PAGE = `<!doctype html><html><head>
<link rel="preload" as="style" href="/assets/app.css">
<style>h1{color:#0f172a}</style>
<link rel="stylesheet" crossorigin href="/assets/app.css">
<link rel="preload" as="image" href="/images/hero.svg">
<script type="module" src="/assets/app.js"></script>
</head><body><h1>Hello</h1><style>p{margin:0}</style></body></html>`;

const FILES: Record<string, string> = {
  'app.css': 'body{margin:0}main{display:grid}',
  'app.js': 'import { a } from "./shared.js";\nexport const app = () => import("./later.js").then(() => a);\n',
  'shared.js': 'export const a = 1;\n',
  'later.js': 'export const later = 2;\n',
};

const dist = fixtureDist({
  ...Object.fromEntries(Object.entries(FILES).map(([name, text]) => [`assets/${name}`, text])),
  'en/index.html': PAGE,
  'en/bare.html': '<p>No styles, no scripts</p>',
});

describe('startupStyles', () => {
  it('finds linked and preloaded stylesheets once, and the text of every <style>', () => {
    expect(startupStyles(PAGE)).toEqual({ linked: ['/assets/app.css'], inline: ['h1{color:#0f172a}', 'p{margin:0}'] });
  });
});

describe('measureFirstLoad', () => {
  const [page, bare] = measureFirstLoad(dist, ['/en/', '/en/bare.html']);

  it('adds up the HTML, the CSS with its inline styles, and the JavaScript with its static imports', () => {
    const js = [FILES['app.js'] ?? '', FILES['shared.js'] ?? ''];
    const inline = gzipSize('h1{color:#0f172a}p{margin:0}');
    expect(page).toEqual({
      urlPath: '/en/',
      html: { bytes: Buffer.byteLength(PAGE), gzip: gzipSize(PAGE) },
      css: { gzip: gzipSize(FILES['app.css'] ?? '') + inline, inlineGzip: inline, files: ['assets/app.css'] },
      js: {
        gzip: js.reduce((sum, text) => sum + gzipSize(text), 0),
        brotli: js.reduce((sum, text) => sum + brotliSize(text), 0),
        files: ['assets/app.js', 'assets/shared.js'],
      },
    });
  });

  it('counts nothing but the HTML on a page without styles or scripts', () => {
    expect(bare?.css).toEqual({ gzip: 0, inlineGzip: 0, files: [] });
    expect(bare?.js).toEqual({ gzip: 0, brotli: 0, files: [] });
  });

  it('refuses a script that is not a file of the site, rather than leave it out', () => {
    writeFileSync(join(dist, 'en', 'other.html'), '<script type="module" src="https://cdn.example/x.js"></script>');
    expect(() => measureFirstLoad(dist, ['/en/other.html'])).toThrow(/not a file of/);
  });

  it('refuses a page that is not in dist', () => {
    expect(() => measureFirstLoad(dist, ['/en/missing/'])).toThrow(/no page \/en\/missing\//);
  });
});

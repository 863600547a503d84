import { describe, expect, it } from 'vitest';
import { assemblePage } from './assemble-page';

const TEMPLATE =
  '<!doctype html>\n<html>\n  <head>\n    <meta charset="UTF-8" />\n    <meta name="viewport" content="width=device-width" />\n' +
  '    <script type="module" crossorigin src="/assets/app-x.js"></script>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>';

describe('assemblePage', () => {
  it('puts lang on <html>, the head tags right after the charset, the head end last in the head, the app in the root and the body end after it', () => {
    const html = assemblePage(
      TEMPLATE,
      { lang: 'it', headHtml: '<title>Prezzi | Talvera</title>', appHtml: '<main>$&amp; ciao</main>' },
      '<link rel="modulepreload" href="/assets/page.js">',
      '<script>start("$&")</script>',
    );
    expect(html).toContain('<html lang="it">');
    expect(html).toContain('<meta charset="UTF-8" /><title>Prezzi | Talvera</title>\n    <meta name="viewport"');
    expect(html).toContain('<link rel="modulepreload" href="/assets/page.js"></head>');
    // A `$&` in the page is text, not a replacement pattern.
    expect(html).toContain('<div id="root"><main>$&amp; ciao</main></div><script>start("$&")</script>\n  </body>');
  });

  it('refuses a template without a root container', () => {
    expect(() =>
      assemblePage(TEMPLATE.replace('<div id="root"></div>', ''), { lang: 'en', headHtml: '', appHtml: '' }),
    ).toThrow(/template has no <div id="root"><\/div>/);
  });
});

import { describe, expect, it } from 'vitest';
import { fixtureDist } from '../../tests/support/fixture-dist';
import { cspHash } from '../page-policy/csp-hash';
import { pageFinisher } from './finish-page';
import { starterScript } from '../page-policy/starter-script';

const CSS = 'body{margin:0}';
const dist = fixtureDist({ 'assets/app.css': CSS });

/** A page as vite-react-ssg writes it with our options: react-helmet-async's tags before the template's charset. */
const RENDERED =
  '<!doctype html><html lang="en"><head><title data-rh="true">Pricing | Talvera</title><meta charset="UTF-8" />' +
  '<script type="module" crossorigin src="/assets/app.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/app.css"></head>' +
  '<body><div id="root" data-server-rendered="true"><main>Plans</main></div></body></html>';

describe('pageFinisher', () => {
  const page = pageFinisher(dist)(RENDERED);

  it('puts <meta charset> first, then the style policy that allows the inline stylesheet', () => {
    expect(page).toMatch(
      /^<!doctype html><html lang="en"><head><meta charset="UTF-8" \/><meta http-equiv="Content-Security-Policy"/,
    );
    expect(page).toContain(`'${cspHash(CSS)}'`);
    expect(page).toContain(`<style>${CSS}</style>`);
    expect(page).not.toContain('<link rel="stylesheet"');
  });

  it("leaves no inline code but the starter, which names the entry and the entry's imports", () => {
    const scripts = [...page.matchAll(/<script([^>]*)>/g)].map(([, attributes]) => attributes);
    expect(scripts).toEqual([' data-entry="/assets/app.js" data-preload="/assets/react.js"']);
    expect(page).toContain(`>${starterScript().code}</script></body>`);
  });

  it('keeps the rendered app as it was', () => {
    expect(page).toContain('<div id="root" data-server-rendered="true"><main>Plans</main></div>');
  });

  it('writes UTF-8: the app as it was, typography included', () => {
    const italian = RENDERED.replace('<main>Plans</main>', '<main>Piani – “senza” sorprese, 49 €</main>');
    expect(pageFinisher(dist)(italian)).toContain('<main>Piani – “senza” sorprese, 49 €</main>');
  });

  it('gives a page with styles of its own a policy that allows them as well as the stylesheet', () => {
    const ownStyle = 'p{color:red}';
    const styled = RENDERED.replace('<main>Plans</main>', `<main>Plans<style>${ownStyle}</style></main>`);
    const finished = pageFinisher(dist)(styled);
    expect(finished).toContain(`'${cspHash(CSS)}'`);
    expect(finished).toContain(`'${cspHash(ownStyle)}'`);
    expect(finished).toContain(`<style>${CSS}</style>`);
  });

  it('refuses a page without <meta charset>', () => {
    expect(() => pageFinisher(dist)(RENDERED.replace('<meta charset="UTF-8" />', ''))).toThrow(/charset/);
  });

  it('refuses a page with a part written as its fallback: one still loading when the page was rendered', () => {
    // What renderToString writes for a Suspense boundary that suspended.
    const suspended = RENDERED.replace(
      '<main>Plans</main>',
      '<main>Plans<!--$!--><template></template><!--/$--></main>',
    );
    expect(() => pageFinisher(dist)(suspended)).toThrow(/Suspense boundary written as its fallback/);
  });
});

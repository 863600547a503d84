import { describe, expect, it } from 'vitest';
import { inlineCodeProblems } from './inline-code';
import { cspHash } from '../page-policy/csp-hash';

describe('inlineCodeProblems', () => {
  it('accepts external scripts, data blocks and inline <style>', () => {
    expect(
      inlineCodeProblems(
        '<head><script type="module" crossorigin src="/assets/app.js"></script><style>a{}</style>' +
          '<script type="application/ld+json">{"@type":"Organization"}</script>' +
          '<script type="application/json" id="data">{"a":1}</script></head>',
      ),
    ).toEqual([]);
  });

  it('reports inline scripts of every executable type', () => {
    expect(inlineCodeProblems('<script>location.replace("/en/")</script>')).toEqual([
      'inline <script>: location.replace("/en/")',
    ]);
    expect(inlineCodeProblems('<script type="module">import "/x.js"</script>')).toHaveLength(1);
    expect(inlineCodeProblems('<script type="text/javascript">x()</script>')).toHaveLength(1);
  });

  it('accepts an inline script only when the policy names its hash', () => {
    const page = '<body><script data-entry="/assets/app.js">start()</script></body>';
    expect(inlineCodeProblems(page, new Set([cspHash('start()')]))).toEqual([]);
    expect(inlineCodeProblems(page, new Set([cspHash('start();')]))).toEqual(['inline <script>: start()']);
    expect(inlineCodeProblems(page)).toEqual(['inline <script>: start()']);
  });

  it('reports event handlers, style attributes and javascript: URLs', () => {
    expect(
      inlineCodeProblems(
        `<link rel="stylesheet" href="/a.css" media="print" onload="this.media='all'">` +
          '<div style="transform:translateX(-0%)"></div><a href=" JavaScript:alert(1)">x</a>',
      ),
    ).toEqual([
      `<link> has an event handler onload="this.media='all'"`,
      '<div> has a style="transform:translateX(-0%)" attribute',
      '<a> has a javascript: URL in href',
    ]);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activeSvgText, svgMayRunCode } from './assets';

const PUBLIC = fileURLToPath(new URL('../../public', import.meta.url));

function svgFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.svg'))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('the quick look before an SVG is parsed for what would run (svgMayRunCode)', () => {
  const active = [
    '<svg><script>alert(1)</script></svg>',
    '<svg><svg:SCRIPT/></svg>',
    '<svg><foreignObject><div/></foreignObject></svg>',
    '<svg><iframe src="x"/></svg>',
    '<svg><embed/></svg>',
    '<svg><object/></svg>',
    '<svg><handler/></svg>',
    '<svg onload="alert(1)"/>',
    '<svg\nONCLICK="a"/>',
    '<svg\f onload=a/>',
    '<svg/onload=a>',
    '<svg x="1"onload="a"/>',
    "<svg x='1'onload='a'/>",
    '<svg x onmouseover/>',
    '<svg><a href="javascript:alert(1)"><text>x</text></a></svg>',
    '<svg><a xlink:href=" JavaScript:x">y</a></svg>',
    // A browser expands the entity into a script element; the parse here would not.
    '<!DOCTYPE svg [<!ENTITY x "&#60;&#115;cript&#62;alert(1)&#60;/&#115;cript&#62;">]><svg>&x;</svg>',
  ];

  it.each(active)('finds what the parse refuses, and looks closer: %j', (svg) => {
    expect(activeSvgText(svg)).toBeDefined();
    expect(svgMayRunCode(svg)).toBe(true);
  });

  it('lets a plain picture through without a parse', () => {
    const plain =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" role="img" aria-label="A chart">' +
      '<title>Time to hire</title><polygon points="0,0 5,5" fill="#0d9488"/><g opacity="0.5"><circle r="2"/></g></svg>';
    expect(svgMayRunCode(plain)).toBe(false);
    expect(activeSvgText(plain)).toBeUndefined();
  });

  it("gives the parse's verdict on every picture of the site, and spares most of them the parse", () => {
    const files = svgFilesUnder(PUBLIC);
    const spared = files.filter((file) => {
      const svg = readFileSync(file, 'utf8');
      expect(activeSvgText(svg), file).toBeUndefined();
      return !svgMayRunCode(svg);
    });
    expect(files.length).toBeGreaterThan(50);
    expect(spared.length).toBeGreaterThan(files.length * 0.9);
  });

  it('never lets through what the parse refuses (random SVG near the refused names and attributes)', () => {
    const name = fc.constantFrom(
      'svg',
      'g',
      'path',
      'polygon',
      'text',
      'a',
      'use',
      'script',
      'sCrIpT',
      'svg:script',
      'x:foreignObject',
      'IFRAME',
      'embed',
      'object',
      'handler',
      'scrip',
      'onion',
    );
    const attributeName = fc.constantFrom(
      'x',
      'fill',
      'opacity',
      'version',
      'on',
      'onload',
      'OnClick',
      'xlink:onload',
      'href',
      'xlink:href',
      'HREF',
      'data-on',
      'one',
    );
    const value = fc.constantFrom(
      '1',
      'javascript:alert(1)',
      ' java\tscript:x',
      '&#106;avascript:x',
      'data:text/html,x',
      '#a',
      '',
    );
    const gap = fc.constantFrom(' ', '\n', '\t', '\f', '\r', '/', ' / ', '\u00a0', '');
    const attribute = fc
      .tuple(gap, attributeName, fc.constantFrom('="', "='", '=', ''), value)
      .map(([before, attr, equals, text]) =>
        equals === '' ? `${before}${attr}` : `${before}${attr}${equals}${text}${equals.slice(1)}`,
      );
    const element = fc
      .tuple(name, fc.array(attribute, { maxLength: 3 }), fc.constantFrom('/>', '>', ' >', '>text on it</x>'))
      .map(([tag, attributes, end]) => `<${tag}${attributes.join('')}${end}`);
    const other = fc.constantFrom(
      '<!-- onload -->',
      '<![CDATA[<script>]]>',
      '<?xml version="1.0"?>',
      '<!DOCTYPE svg [<!ENTITY e "&#60;g/&#62;">]>',
      'plain text',
      '&lt;',
    );
    const svg = fc.array(fc.oneof(element, other), { minLength: 1, maxLength: 6 }).map((parts) => parts.join(''));

    let refused = 0;
    fc.assert(
      fc.property(svg, (text) => {
        if (activeSvgText(text) === undefined) return;
        refused++;
        expect(svgMayRunCode(text)).toBe(true);
      }),
      { numRuns: 3000, seed: 20261126 },
    );
    // The random texts must often hold what the parse refuses, or the property says nothing.
    expect(refused).toBeGreaterThan(500);
  });
});

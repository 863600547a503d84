import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { activeSvgText } from './assets';

const PUBLIC = fileURLToPath(new URL('../../public', import.meta.url));

function svgFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.svg'))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('what would run in an SVG (activeSvgText)', () => {
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

  it.each(active)('refuses %j', (svg) => {
    expect(activeSvgText(svg)).toBeDefined();
  });

  it('lets a plain picture through', () => {
    const plain =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" role="img" aria-label="A chart">' +
      '<title>Time to hire</title><polygon points="0,0 5,5" fill="#0d9488"/><g opacity="0.5"><circle r="2"/></g></svg>';
    expect(activeSvgText(plain)).toBeUndefined();
  });

  it('lets every picture of the site through', () => {
    const files = svgFilesUnder(PUBLIC);
    for (const file of files) expect(activeSvgText(readFileSync(file, 'utf8')), file).toBeUndefined();
    expect(files.length).toBeGreaterThan(50);
  });
});

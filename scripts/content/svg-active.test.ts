/** The SVG check beyond names: the bytes as a browser decodes them, SMIL that sets a link, XSLT. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { activeSvgContent } from './assets';

const folder = mkdtempSync(join(tmpdir(), 'svg-active-'));
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

let count = 0;
function verdict(bytes: Buffer | string): string | undefined {
  const file = join(folder, `picture-${(count += 1)}.svg`);
  writeFileSync(file, bytes);
  return activeSvgContent(file);
}

const SCRIPT =
  '<svg xmlns="http://www.w3.org/2000/svg" onclick="alert(1)"><script>alert(document.domain)</script></svg>';
const PLAIN = '<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>';
const utf16le = (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
const utf16be = (text: string) => Buffer.from(utf16le(text).swap16());

describe('an SVG is read as a browser decodes it, or refused when it is not UTF-8', () => {
  it.each([
    ['UTF-16LE with its BOM', utf16le(SCRIPT)],
    ['UTF-16BE with its BOM', utf16be(SCRIPT)],
    ['UTF-16LE without a BOM, declared', Buffer.from(`<?xml version="1.0" encoding="UTF-16"?>${PLAIN}`, 'utf16le')],
    ['a declared encoding other than UTF-8', `<?xml version="1.0" encoding="ISO-8859-1"?>${PLAIN}`],
    [
      'bytes that are not UTF-8',
      Buffer.concat([Buffer.from('<svg><text>'), Buffer.from([0xe8]), Buffer.from('</text></svg>')]),
    ],
  ])('refuses %s', (_label, bytes) => {
    expect(verdict(bytes)).toBeDefined();
  });

  it('reads UTF-8 with a BOM or a UTF-8 declaration, and still finds a script in it', () => {
    const bom = Buffer.from([0xef, 0xbb, 0xbf]);
    expect(verdict(Buffer.concat([bom, Buffer.from(PLAIN)]))).toBeUndefined();
    expect(verdict(`<?xml version="1.0" encoding="utf-8"?>${PLAIN}`)).toBeUndefined();
    expect(verdict(Buffer.concat([bom, Buffer.from(SCRIPT)]))).toBeDefined();
  });
});

describe('SMIL that sets a link, and XSLT', () => {
  it.each([
    '<svg><a><set attributeName="href" to="javascript:alert(document.domain)"/><text>x</text></a></svg>',
    '<svg xmlns:xlink="http://www.w3.org/1999/xlink"><a><animate attributeName="xlink:href" values="javascript:alert(1)"/></a></svg>',
    '<svg><a><animateMotion attributeName="href"/></a></svg>',
    '<svg><a><set attributeName="h&#114;ef" to="javascript:alert(1)"/></a></svg>',
    '<svg><a><SET attributeName=" href " to="https://example.com/"/></a></svg>',
    '<?xml-stylesheet type="text/xsl" href="data:text/xsl,x"?><svg/>',
    '<?xml version="1.0"?>\n<?xml-stylesheet href="evil.xsl" type="application/xslt+xml"?><svg/>',
  ])('refuses %j', (svg) => {
    expect(verdict(svg)).toBeDefined();
  });

  it('lets an animation of anything else through', () => {
    expect(
      verdict(
        '<svg><circle r="1"><set attributeName="fill" to="red"/><animate attributeName="r" values="1;2"/></circle></svg>',
      ),
    ).toBeUndefined();
  });
});

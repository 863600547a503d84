/**
 * What the content step refuses in the folders a build publishes or reads: symlinks
 * anywhere under content/ and public/, active SVG anywhere under public/, and pictures in a
 * Markdown body that are not the site's own checked files.
 */
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { FIXTURE_KINDS } from './__fixtures__/kinds';
import { compileContent } from './compile';
import { contentPaths } from './paths';

const GOOD_SITE = fileURLToPath(new URL('./__fixtures__/good', import.meta.url));
const ARTICLE = 'content/articles/en/hello-talvera.md';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function siteCopy(): string {
  const root = mkdtempSync(join(tmpdir(), 'site-files-'));
  roots.push(root);
  cpSync(GOOD_SITE, root, { recursive: true });
  return root;
}

function outsideSecret(): string {
  const outside = mkdtempSync(join(tmpdir(), 'outside-site-'));
  roots.push(outside);
  writeFileSync(join(outside, 'id_rsa'), 'FAKE-SECRET-TOKEN-123');
  return outside;
}

const placed = (root: string) =>
  compileContent(contentPaths(root), FIXTURE_KINDS).issues.map(({ file, line, field, message }) => ({
    at: `${file}:${line} ${field}`,
    message,
  }));

describe('symlinks under content/ and public/', () => {
  it('refuses every symlink, to a file or a folder, naming its path', () => {
    const root = siteCopy();
    const outside = outsideSecret();
    symlinkSync(join(outside, 'id_rsa'), join(root, 'public/images/avatar.png'));
    symlinkSync(outside, join(root, 'public/images/link-dir'));
    symlinkSync('/proc/self/environ', join(root, 'public/x.png'));
    symlinkSync(join(outside, 'id_rsa'), join(root, 'content/notes.txt'));
    const issues = placed(root);
    expect(issues.map(({ at }) => at)).toEqual([
      'content/notes.txt:1 (file)',
      'public/images/avatar.png:1 (file)',
      'public/images/link-dir:1 (file)',
      'public/x.png:1 (file)',
    ]);
    expect(issues[3]?.message).toMatch(/^expected a file, found a symlink to \/proc\/self\/environ/);
  });

  it('refuses a symlink even when it points inside the site', () => {
    const root = siteCopy();
    symlinkSync('hello.svg', join(root, 'public/images/articles/hello-again.svg'));
    expect(placed(root).map(({ at }) => at)).toEqual(['public/images/articles/hello-again.svg:1 (file)']);
  });
});

describe('every SVG under public/ is checked, named or not', () => {
  it('refuses an SVG no content names that holds a script', () => {
    const root = siteCopy();
    mkdirSync(join(root, 'public/images/probe'));
    writeFileSync(join(root, 'public/images/probe/unreferenced-script.svg'), '<svg><script>alert(1)</script></svg>');
    const issues = placed(root);
    expect(issues.map(({ at }) => at)).toEqual(['public/images/probe/unreferenced-script.svg:1 (file)']);
    expect(issues[0]?.message).toContain('found a <script> element');
  });

  it('refuses an unnamed SVG in UTF-16 that hides a script from a UTF-8 reading', () => {
    const root = siteCopy();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>';
    writeFileSync(
      join(root, 'public/images/utf16-script.svg'),
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(svg, 'utf16le')]),
    );
    expect(placed(root).map(({ at }) => at)).toEqual(['public/images/utf16-script.svg:1 (file)']);
  });
});

describe('pictures in a Markdown body obey the rules of cover images', () => {
  const withBody = (root: string, markdown: string) => {
    appendFileSync(join(root, ARTICLE), `\n${markdown}\n`);
  };

  it('refuses a web address, naming the line', () => {
    const root = siteCopy();
    withBody(root, '![a](https://evil.example/t.png)');
    const issues = placed(root);
    expect(issues.map(({ at }) => at)).toEqual([`${ARTICLE}:21 (body)`]);
    expect(issues[0]?.message).toContain('a picture stored with the site, not a web address');
    expect(issues[0]?.message).toContain('found "https://evil.example/t.png"');
  });

  it('refuses a reference-style picture and a protocol-relative one too', () => {
    const root = siteCopy();
    withBody(root, '![b][far]\n\n[far]: //evil.example/t.png\n\n![c](data:image/png;base64,AAAA)');
    expect(placed(root).map(({ at }) => at)).toEqual([`${ARTICLE}:21 (body)`, `${ARTICLE}:25 (body)`]);
  });

  it('refuses a picture that is not in public/', () => {
    const root = siteCopy();
    withBody(root, '![d](/images/articles/missing.png)');
    const issues = placed(root);
    expect(issues.map(({ at }) => at)).toEqual([`${ARTICLE}:21 (body)`]);
    expect(issues[0]?.message).toContain('expected a file that exists in public/');
  });

  it('refuses an SVG the checks refuse, at the body line and at the file', () => {
    const root = siteCopy();
    writeFileSync(
      join(root, 'public/images/articles/charref-js.svg'),
      '<svg><a href="&#106;avascript:alert(1)"><text>x</text></a></svg>',
    );
    withBody(root, 'Text first.\n\n![e](/images/articles/charref-js.svg)');
    const issues = placed(root);
    expect(issues.map(({ at }) => at)).toEqual([
      `${ARTICLE}:23 (body)`,
      'public/images/articles/charref-js.svg:1 (file)',
    ]);
    expect(issues[0]?.message).toContain('expected a picture with nothing that runs');
  });

  it('accepts a picture of the site that passes the checks', () => {
    const root = siteCopy();
    withBody(root, '![f](/images/articles/hello.svg)');
    expect(placed(root)).toEqual([]);
  });
});

/**
 * The hostile corpus (scripts/content/__fixtures__/hostile/): files that must be refused with a
 * placed issue, and files that are accepted and must come out inert. The built pages of the
 * accepted ones are checked by hostile-build.slow-test.ts.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import matter from 'gray-matter';
import { afterEach, describe, expect, it } from 'vitest';
import { articleEntrySchema } from '../../src/content/schemas/article';
import { FIXTURE_KINDS } from './__fixtures__/kinds';
import { compileContent } from './compile';
import { scanHtml } from './inert-html.test-support';
import { contentPaths } from './paths';
import { MAX_CONTENT_BYTES } from './read-source';
import { generatedArticle } from './__fixtures__/article-data';

const HOSTILE = fileURLToPath(new URL('./__fixtures__/hostile', import.meta.url));
const GOOD_SITE = fileURLToPath(new URL('./__fixtures__/good', import.meta.url));
const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));

const copies: string[] = [];
afterEach(() => {
  for (const root of copies.splice(0)) rmSync(root, { recursive: true, force: true });
  delete (globalThis as { __hostileFrontMatterRan?: boolean }).__hostileFrontMatterRan;
});

function copyOf(source: string): string {
  const root = mkdtempSync(join(tmpdir(), 'content-hostile-'));
  copies.push(root);
  cpSync(source, root, { recursive: true });
  return root;
}

function rejectedFixture(name: string): string {
  return readFileSync(join(HOSTILE, 'rejected', name), 'utf8');
}

/** Where a rejected fixture goes in a copy of the good site, and the one issue it must give. */
type Rejection = { fixture: string; at: string; line: number; field: string; message: string };

const article = (fixture: string, line: number, field: string, message: string): Rejection => ({
  fixture,
  at: `content/articles/en/${fixture}`,
  line,
  field,
  message,
});
const person = (fixture: string, line: number, field: string, message: string): Rejection => ({
  fixture,
  at: 'content/people/ada-rossi.yaml',
  line,
  field,
  message,
});
const PICTURE_HINT = 'add the file under public/images/… and reference it as /images/…';

/** The corpus's pictures that the SVG check refuses wherever they are in public/. */
const HOSTILE_SVGS = ['public/images/articles/handler.svg', 'public/images/articles/script.svg'];

const REJECTIONS: Rejection[] = [
  article('front-matter-js.md', 1, '(front matter)', '"js" front matter is not allowed, write it in YAML'),
  article('front-matter-javascript.md', 1, '(front matter)', '"javascript" front matter is not allowed'),
  article('front-matter-coffee.md', 1, '(front matter)', '"coffee" front matter is not allowed'),
  article('front-matter-json.md', 1, '(front matter)', '"json" front matter is not allowed'),
  article('front-matter-space-js.md', 1, '(front matter)', '"js" front matter is not allowed'),
  article('front-matter-unclosed.md', 1, '(front matter)', 'expected a --- line closing the front matter'),
  article('https-cover.md', 8, 'coverImage', PICTURE_HINT),
  person('https-avatar.yaml', 15, 'avatar', PICTURE_HINT),
  article('protocol-relative-cover.md', 8, 'coverImage', PICTURE_HINT),
  article('data-uri-cover.md', 8, 'coverImage', PICTURE_HINT),
  article('javascript-cover.md', 8, 'coverImage', PICTURE_HINT),
  article('quote-breakout-cover.md', 8, 'coverImage', 'without spaces, quotes'),
  article('traversal-cover.md', 8, 'coverImage', 'expected a file inside public/'),
  article(
    'bad-percent-escape.md',
    8,
    'coverImage',
    'whose %-escapes are valid (or plain letters instead), found "/images/articles/%E0%A4%A.svg"',
  ),
  article('empty-body.md', 12, '(body)', "expected the article's text after this closing ---, found nothing"),
  article('deep-quotes.md', 16, '(body)', 'nested quotes (>) and lists'),
  article('many-brackets.md', 14, '(body)', 'at most 256 [ in one paragraph'),
  // A quadratic input (122 KB of `*a**`) behind a line the emphasis limit takes for a code fence.
  article('slow-emphasis.md', 1, '(body)', 'expected Markdown that compiles within 5 s, found one still compiling'),
  article('alias-bomb.md', 10, '(yaml)', 'aliases (*name) in a file, found 72'),
  article('svg-script-cover.md', 8, 'coverImage', 'found a <script> element in public/images/articles/script.svg'),
  person('svg-link-avatar.yaml', 15, 'avatar', 'found a javascript:alert(1)… link'),
  article('html-renamed-jpg-cover.md', 8, 'coverImage', 'found a file that is neither a JPEG nor a PNG'),
  article('https-body-image.md', 16, '(body)', 'a picture stored with the site, not a web address'),
  article('data-uri-body-image.md', 16, '(body)', 'a picture stored with the site, not a web address'),
  article('javascript-body-image.md', 16, '(body)', 'a picture stored with the site, not a web address'),
  article('svg-script-body-image.md', 16, '(body)', 'found a <script> element in public/images/articles/script.svg'),
  {
    fixture: 'alias-bomb.yaml',
    at: 'content/testimonials/en.yaml',
    line: 9,
    field: '(yaml)',
    message: 'aliases (*name) in a file, found 72',
  },
  {
    fixture: 'deep-nesting.yaml',
    at: 'content/company.yaml',
    line: 2,
    field: '(yaml)',
    message: 'levels of nested lists and groups',
  },
];

describe('the hostile corpus: files that are refused', () => {
  it('has a rejection for every file in rejected/', () => {
    expect(REJECTIONS.map((rejection) => rejection.fixture).sort()).toEqual(
      readdirSync(join(HOSTILE, 'rejected')).sort(),
    );
  });

  it.each(REJECTIONS)(
    '$fixture is one issue at $at:$line ($field)',
    ({ fixture, at, line, field, message }) => {
      const root = copyOf(GOOD_SITE);
      cpSync(join(HOSTILE, 'public'), join(root, 'public'), { recursive: true });
      writeFileSync(join(root, at), rejectedFixture(fixture));
      const started = performance.now();
      const result = compileContent(contentPaths(root), FIXTURE_KINDS);
      expect(performance.now() - started).toBeLessThan(15_000);
      // The corpus's active SVGs are refused at their own files too, named or not.
      const inContent = result.issues.filter(({ file }) => !HOSTILE_SVGS.includes(file));
      expect(inContent.map(({ file, line, field }) => ({ file, line, field }))).toEqual([{ file: at, line, field }]);
      expect(result.issues.map(({ file }) => file).filter((file) => HOSTILE_SVGS.includes(file))).toEqual(HOSTILE_SVGS);
      expect(result.issues[0]?.message).toContain(message);
      expect(result.issues[0]?.message).toMatch(/^expected .*found/);
      expect(result.files.size).toBe(0);
    },
    30_000,
  );

  it('never runs the code of a ---js, ---javascript or ---coffee front matter', () => {
    const root = copyOf(GOOD_SITE);
    const proof = join(root, 'proof.txt');
    process.env.HOSTILE_PROOF_FILE = proof;
    try {
      for (const fixture of ['front-matter-js.md', 'front-matter-javascript.md', 'front-matter-coffee.md']) {
        writeFileSync(join(root, 'content/articles/en', fixture), rejectedFixture(fixture));
      }
      const result = compileContent(contentPaths(root), FIXTURE_KINDS);
      expect(result.issues).toHaveLength(3);
      expect((globalThis as { __hostileFrontMatterRan?: boolean }).__hostileFrontMatterRan).toBeUndefined();
      expect(existsSync(proof)).toBe(false);

      // The fixture is live: gray-matter, which the compiler used before, does run it.
      matter(rejectedFixture('front-matter-js.md'));
      expect((globalThis as { __hostileFrontMatterRan?: boolean }).__hostileFrontMatterRan).toBe(true);
      expect(readFileSync(proof, 'utf8')).toBe('ran');
    } finally {
      delete process.env.HOSTILE_PROOF_FILE;
    }
  });

  it('refuses a huge file on line 1 without reading it, and non-UTF-8 bytes', () => {
    const root = copyOf(GOOD_SITE);
    const huge = 'content/articles/en/huge.md';
    const source = readFileSync(join(root, 'content/articles/en/hello-talvera.md'), 'utf8');
    writeFileSync(join(root, huge), source.replace(/hello-talvera/g, 'huge') + 'word '.repeat(4 * 1024 * 1024));
    writeFileSync(join(root, 'content/locales/it/common.yaml'), Buffer.from('greeting: "Caff\xe8"\n', 'latin1'));
    const started = performance.now();
    const result = compileContent(contentPaths(root), FIXTURE_KINDS);
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(result.issues.map(({ file, line, field }) => ({ file, line, field }))).toEqual([
      { file: huge, line: 1, field: '(file)' },
      { file: 'content/locales/it/common.yaml', line: 1, field: '(file)' },
    ]);
    expect(result.issues[0]?.message).toContain(`at most ${MAX_CONTENT_BYTES / 1024} KB, found 20480 KB`);
    expect(result.issues[1]?.message).toContain('UTF-8');
  }, 30_000);

  it('refuses a web address as a picture in a YAML data file, with the hint', () => {
    const root = copyOf(GOOD_SITE);
    const team = join(root, 'content/team/en.yaml');
    const text = readFileSync(team, 'utf8');
    writeFileSync(team, text.replace(/src: \/images\/team\/picture\.svg/, 'src: https://evil.example/face.png'));
    const result = compileContent(contentPaths(root), FIXTURE_KINDS);
    expect(result.issues).toHaveLength(1);
    expect(result.issues[0]).toMatchObject({
      file: 'content/team/en.yaml',
      field: expect.stringMatching(/\.src$/) as string,
    });
    expect(result.issues[0]?.message).toContain(PICTURE_HINT);
  });

  it('turns an exception no check foresaw into an issue naming the file (a folder named like an article)', () => {
    const root = copyOf(GOOD_SITE);
    mkdirSync(join(root, 'content/articles/en/folder.md'));
    mkdirSync(join(root, 'content/locales/en/folder.yaml'));
    const result = compileContent(contentPaths(root), FIXTURE_KINDS);
    expect(result.issues.map(({ file, line, field }) => ({ file, line, field }))).toEqual([
      { file: 'content/articles/en/folder.md', line: 1, field: '(file)' },
      { file: 'content/locales/en/folder.yaml', line: 1, field: '(file)' },
      // The Italian strings lack the area the broken English file names; that is reported too.
      { file: 'content/locales/en/folder.yaml', line: 1, field: '(file)' },
    ]);
    expect(result.issues[0]?.message).toContain('EISDIR');
  });
});

describe('the hostile corpus: files that are accepted come out inert', () => {
  const accepted = ['en', 'it'].flatMap((language) =>
    readdirSync(join(HOSTILE, 'accepted', language)).map((name) => ({ language, name })),
  );

  // One compile of the real content plus every accepted file, against the real public/.
  const root = mkdtempSync(join(tmpdir(), 'content-hostile-accepted-'));
  cpSync(join(PROJECT_ROOT, 'content'), join(root, 'content'), { recursive: true });
  for (const { language, name } of accepted) {
    cpSync(join(HOSTILE, 'accepted', language, name), join(root, 'content/articles', language, name));
  }
  // Their hostile author, beside the real people.
  cpSync(join(HOSTILE, 'accepted-people'), join(root, 'content/people'), { recursive: true });
  const result = compileContent(contentPaths(root, join(root, 'content'), join(PROJECT_ROOT, 'public')));
  rmSync(root, { recursive: true, force: true });

  it('holds at least 20 files in all', () => {
    expect(accepted.length + readdirSync(join(HOSTILE, 'rejected')).length).toBeGreaterThanOrEqual(20);
  });

  it('compiles with no issues', () => {
    expect(result.issues).toEqual([]);
  });

  it.each(accepted)('$language/$name renders to a body with nothing that runs', ({ language, name }) => {
    const entry = articleEntrySchema.parse(generatedArticle(result.files, language, basename(name, '.md')));
    const report = scanHtml(entry.html, { fragment: true });
    expect(report.problems).toEqual([]);
    expect(new Set(report.ids).size).toBe(report.ids.length);
    expect(entry.html.toLowerCase()).not.toMatch(/<(script|iframe|object|embed|form|style|svg|math)\b/);
  });
});

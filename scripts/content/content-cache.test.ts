import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { serialize } from 'node:v8';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { goodSiteForTest, GOOD_SITE } from './__fixtures__/fixture-site';
import { FIXTURE_KINDS } from './__fixtures__/kinds';
import { articleDataFile } from './article-modules';
import { compileContent, type CompileResult } from './compile';
import { openContentCache, sourceKey, type ContentCache } from './content-cache';
import { formatIssue } from './issues';
import { contentPaths } from './paths';

const EN_ARTICLE = 'content/articles/en/hello-talvera.md';
const COMPANY = 'content/company.yaml';
const HOME_EN = 'content/home/en.yaml';

const temporary: string[] = [];

afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function cacheDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'content-cache-'));
  temporary.push(dir);
  return join(dir, 'talvera-content');
}

const site = goodSiteForTest;

/** Compiles the site with a cache of `version` in `dir`, saved afterwards as the content step does. */
function compileWith(
  root: string,
  dir: string,
  version = 'compiler 1',
): { result: CompileResult; cache: ContentCache } {
  const cache = openContentCache(dir, version);
  const result = compileContent({ ...contentPaths(root), cache }, FIXTURE_KINDS);
  cache.save();
  return { result, cache };
}

/** What a run gives a writer and the site: its messages and its modules. */
function outcome(result: CompileResult) {
  return { issues: result.issues.map(formatIssue), files: [...result.files] };
}

/** The fixture's content files: the compiler reads each, and keeps one cache entry for each. */
const FIXTURE_FILES = readdirSync(join(GOOD_SITE, 'content'), { recursive: true, encoding: 'utf8' }).filter((name) =>
  /\.(md|yaml)$/.test(name),
).length;

function cacheFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('the content cache', () => {
  it('misses every file the first time and finds every file the next time, with the same result', () => {
    const { root } = site();
    const dir = cacheDir();
    const first = compileWith(root, dir);
    expect(first.cache.stats).toEqual({ hits: 0, misses: FIXTURE_FILES });
    const second = compileWith(root, dir);
    expect(second.cache.stats).toEqual({ hits: FIXTURE_FILES, misses: 0 });
    expect(outcome(second.result)).toEqual(outcome(first.result));
    expect(outcome(second.result)).toEqual(outcome(compileContent(contentPaths(root), FIXTURE_KINDS)));
  });

  it('compiles again only a file whose content changed, and gives the changed result', () => {
    const fixture = site();
    const dir = cacheDir();
    compileWith(fixture.root, dir);
    fixture.edit(EN_ARTICLE, 'title: Hello Talvera', 'title: Hello again, Talvera');
    const { result, cache } = compileWith(fixture.root, dir);
    expect(cache.stats).toEqual({ hits: FIXTURE_FILES - 1, misses: 1 });
    expect(result.files.get(articleDataFile('en', 'hello-talvera'))).toContain('"title":"Hello again, Talvera"');
    expect(outcome(result)).toEqual(outcome(compileContent(contentPaths(fixture.root), FIXTURE_KINDS)));
  });

  it('keys an entry by path too: the same bytes under another name are compiled for that name', () => {
    const bytes = Buffer.from('a: 1\n');
    expect(sourceKey('yaml:x', 'content/a.yaml', bytes)).not.toBe(sourceKey('yaml:x', 'content/b.yaml', bytes));
    expect(sourceKey('yaml:x', 'content/a.yaml', bytes)).not.toBe(sourceKey('yaml:y', 'content/a.yaml', bytes));
  });

  it('misses everything for another compiler version, and then drops the old version', () => {
    const { root } = site();
    const dir = cacheDir();
    compileWith(root, dir, 'compiler 1');
    const [before] = readdirSync(dir);
    const { cache } = compileWith(root, dir, 'compiler 2');
    expect(cache.stats).toEqual({ hits: 0, misses: FIXTURE_FILES });
    expect(readdirSync(dir)).toHaveLength(1);
    expect(readdirSync(dir)).not.toContain(before);
    expect(compileWith(root, dir, 'compiler 2').cache.stats.hits).toBe(FIXTURE_FILES);
  });

  it('keeps a value attached to an entry while the entry is read, without reading or counting it', () => {
    const dir = cacheDir();
    const first = openContentCache(dir, 'compiler 1');
    first.set('a1', { words: 3 });
    first.attach('a1', '<p>body</p>');
    first.set('b2', 'other');
    first.save();
    // A run that reads the entry but not what is attached to it, and drops the other entry.
    const second = openContentCache(dir, 'compiler 1');
    expect(second.get('a1')).toEqual({ words: 3 });
    second.save();
    const third = openContentCache(dir, 'compiler 1');
    expect(third.attached('a1')).toBe('<p>body</p>');
    expect(third.has('b2')).toBe(false);
    expect(third.attached('b2')).toBeUndefined();
    expect(third.stats).toEqual({ hits: 0, misses: 0 });
  });

  it('is empty for a version until entries of that version are saved (then compile threads start early)', () => {
    const { root } = site();
    const dir = cacheDir();
    expect(openContentCache(dir, 'compiler 1').isEmpty()).toBe(true);
    compileWith(root, dir, 'compiler 1');
    expect(openContentCache(dir, 'compiler 1').isEmpty()).toBe(false);
    expect(openContentCache(dir, 'compiler 2').isEmpty()).toBe(true);
  });

  it('treats a corrupt or foreign cache file as empty and writes it again', () => {
    const { root } = site();
    const dir = cacheDir();
    const expected = outcome(compileWith(root, dir).result);
    const files = cacheFiles(dir);
    const [cut, garbage, foreign, oddKeys] = files;
    if (!cut || !garbage || !foreign || !oddKeys) throw new Error('expected at least four cache files');
    writeFileSync(cut, serialize(new Map([['k', 'v']])).subarray(0, 5));
    writeFileSync(garbage, 'not a cache file');
    writeFileSync(foreign, serialize(['an', 'array']));
    writeFileSync(oddKeys, serialize(new Map([[1, { issues: [] }]])));
    const { result, cache } = compileWith(root, dir);
    expect(outcome(result)).toEqual(expected);
    expect(cache.stats.misses).toBeGreaterThan(0);
    expect(cache.stats.hits + cache.stats.misses).toBe(FIXTURE_FILES);
    expect(compileWith(root, dir).cache.stats).toEqual({ hits: FIXTURE_FILES, misses: 0 });
  });

  it('is rebuilt when its folder is deleted, and works when it cannot be written at all', () => {
    const { root } = site();
    const dir = cacheDir();
    const expected = outcome(compileWith(root, dir).result);
    rmSync(dir, { recursive: true, force: true });
    const again = compileWith(root, dir);
    expect(again.cache.stats).toEqual({ hits: 0, misses: FIXTURE_FILES });
    expect(outcome(again.result)).toEqual(expected);
    expect(existsSync(dir)).toBe(true);

    // A file where the folder should be: nothing can be kept, and nothing fails.
    const blocked = cacheDir();
    writeFileSync(blocked, 'in the way');
    expect(outcome(compileWith(root, blocked).result)).toEqual(expected);
    expect(compileWith(root, blocked).cache.stats.hits).toBe(0);
  });

  it('writes nothing when a run found every file in it', () => {
    const { root } = site();
    const dir = cacheDir();
    compileWith(root, dir);
    const written = cacheFiles(dir).map((file) => statSync(file).mtimeMs);
    compileWith(root, dir);
    expect(cacheFiles(dir).map((file) => statSync(file).mtimeMs)).toEqual(written);
  });

  it('drops the entries of files that changed since, so it holds only what the content needs', () => {
    const fixture = site();
    const dir = cacheDir();
    compileWith(fixture.root, dir);
    fixture.edit(COMPANY, 'vatNumber: IT01234567890', 'vatNumber: IT01234567891');
    compileWith(fixture.root, dir);
    fixture.edit(COMPANY, 'vatNumber: IT01234567891', 'vatNumber: IT01234567890');
    // The first version's entry was dropped by the second run: it is compiled again.
    expect(compileWith(fixture.root, dir).cache.stats).toEqual({ hits: FIXTURE_FILES - 1, misses: 1 });
  });
});

describe('problems found through the cache', () => {
  const breakages: [file: string, from: string, to: string][] = [
    [EN_ARTICLE, 'date: 2026-09-15', 'date: 2026-13-45'],
    [EN_ARTICLE, 'title: Hello Talvera', 'titel: Hello Talvera'],
    [EN_ARTICLE, 'excerpt: A short first article', 'excerpt: Note: a short first article'],
    [EN_ARTICLE, 'coverImage: /images/articles/hello.svg', 'coverImage: /images/articles/missing.svg'],
    [EN_ARTICLE, 'slug: hello-talvera', 'slug: hello'],
    [COMPANY, 'vatNumber: IT01234567890', 'vatNumber: 01234567890'],
    [HOME_EN, 'title:', 'title: "unclosed\n  x:'],
  ];

  it.each(breakages)('are reported as without it, the first time and from the cache (%s: %s)', (file, from, to) => {
    const fixture = site();
    fixture.edit(file, from, to);
    const withoutCache = outcome(compileContent(contentPaths(fixture.root), FIXTURE_KINDS));
    expect(withoutCache.issues.length).toBeGreaterThan(0);
    const dir = cacheDir();
    const first = compileWith(fixture.root, dir);
    const second = compileWith(fixture.root, dir);
    expect(second.cache.stats).toEqual({ hits: FIXTURE_FILES, misses: 0 });
    expect(outcome(first.result)).toEqual(withoutCache);
    expect(outcome(second.result)).toEqual(withoutCache);
  });

  it('re-checks the pictures a cached file names: a picture deleted since is reported', () => {
    const fixture = site();
    const dir = cacheDir();
    compileWith(fixture.root, dir);
    rmSync(join(fixture.root, 'public/images/articles/hello.svg'));
    const { result, cache } = compileWith(fixture.root, dir);
    expect(cache.stats.misses).toBe(0);
    expect(result.issues.map(formatIssue)).toEqual(
      outcome(compileContent(contentPaths(fixture.root), FIXTURE_KINDS)).issues,
    );
    expect(result.issues.map((issue) => `${issue.file} ${issue.field}`)).toContain(`${EN_ARTICLE} coverImage`);
  });

  it('checks a picture by its bytes: an SVG given a script since its verdict was cached is reported', () => {
    const fixture = site();
    const dir = cacheDir();
    expect(compileWith(fixture.root, dir).result.issues).toEqual([]);
    const svg = join(fixture.root, 'public/images/articles/hello.svg');
    writeFileSync(svg, '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const { result, cache } = compileWith(fixture.root, dir);
    expect(cache.stats.misses).toBe(0);
    expect(result.issues.map(formatIssue)).toEqual(
      outcome(compileContent(contentPaths(fixture.root), FIXTURE_KINDS)).issues,
    );
    expect(result.issues.map((issue) => issue.message)).toContainEqual(
      expect.stringContaining('found a <script> element in public/images/articles/hello.svg'),
    );
  });

  it("keeps no photograph's variants: with public/images/_/ missing (a new worktree sharing the cache), a cached article still compiles", async () => {
    const fixture = site();
    const photo = join(fixture.root, 'public/images/articles/photo.jpg');
    mkdirSync(dirname(photo), { recursive: true });
    await sharp({ create: { width: 1600, height: 840, channels: 3, background: '#0d9488' } })
      .jpeg()
      .toFile(photo);
    fixture.edit(EN_ARTICLE, 'coverImage: /images/articles/hello.svg', 'coverImage: /images/articles/photo.jpg');
    const dir = cacheDir();
    const first = compileWith(fixture.root, dir);
    expect(first.result.pictures).toEqual([{ slot: 'articleCover', src: '/images/articles/photo.jpg' }]);
    // The variants are named in the data (attach-pictures.ts), but no file of them exists until publishPictures.
    expect(existsSync(join(fixture.root, 'public/images/_'))).toBe(false);
    const second = compileWith(fixture.root, dir);
    expect(second.cache.stats).toEqual({ hits: FIXTURE_FILES, misses: 0 });
    expect(outcome(second.result)).toEqual(outcome(first.result));
    expect(second.result.issues).toEqual([]);
  });

  it('re-runs the checks across files: a slug made a duplicate by another file is reported', () => {
    const fixture = site();
    const dir = cacheDir();
    compileWith(fixture.root, dir);
    fixture.write(
      'content/articles/en/hello-again.md',
      fixture.read(EN_ARTICLE).replace('slug: hello-talvera', 'slug: hello-again'),
    );
    const { result, cache } = compileWith(fixture.root, dir);
    expect(cache.stats.misses).toBe(1);
    expect(outcome(result)).toEqual(outcome(compileContent(contentPaths(fixture.root), FIXTURE_KINDS)));
    expect(result.issues.map((issue) => issue.field)).toContain('translationKey');
  });
});
